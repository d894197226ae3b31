// Temporary: the kit's Link and Loader are on disk but not yet exported from lib/index.ts.
export { Link } from '../../lib/components/Link/index.ts';
export { Loader } from '../../lib/components/Loader/index.ts';
