import { registerAllMessages } from './all.ts';

// Tests render either language in one process, as the prerenderer does.
registerAllMessages();
