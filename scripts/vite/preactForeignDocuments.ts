/**
 * A build patch to Preact 10 (`preact/dist`), for the builds that run on preact/compat
 * (`preactCompat.ts`): an element rendered into another document's node is created by that
 * document, as React DOM does (`parent.ownerDocument.createElement`), not by the page's global
 * `document`.
 *
 * Why: react-aria-components build their collections (the kit `Select`'s ListBox, any
 * `ListBoxItem`) by portalling the items into a document of their own, whose nodes are not DOM
 * nodes (`react-aria/dist/private/collections/Document.mjs`). On Preact 10 the items came out as
 * real DOM elements, which that document cannot adopt («Cannot set property previousSibling of
 * #<Node> which has only a getter», preactjs/preact#4539): the Select crashed the page. Preact 11
 * takes the document from the parent (preactjs/preact#4851); this is the same change on 10:
 * - `diff` notes the parent before it creates an element's node, and the node is created by the
 *   parent's `ownerDocument` (compat's portal stand-in has none: its container's), with
 *   `createElement` where that document has no `createElementNS`;
 * - inserting children skips comment nodes of the page's DOM only: react-aria's nodes say they
 *   are comments (nodeType 8), and Preact skipped them as it skips its own markers, so every
 *   render moved each item to the end again.
 * The build fails if Preact's code changes (Preact is pinned; see guardedPatch.ts).
 */
import type { Plugin } from 'vite';
import { guardedPatch } from './guardedPatch.ts';

/** Preact's ES builds: `preact.module.js` (browser condition) and `preact.mjs` (import). */
export const PREACT_MODULE = /[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.(module\.js|mjs)$/;

const HELPERS = `
var __bizParent;
function __bizOwner() {
  var parent = __bizParent;
  var owner = parent && (parent.ownerDocument || (parent.parentNode && parent.parentNode.ownerDocument));
  return owner || document;
}
function __bizCreateElement(namespace, type, is) {
  var owner = __bizOwner();
  return owner.createElementNS ? owner.createElementNS(namespace, type, is) : owner.createElement(type);
}
function __bizCreateText(text) {
  var owner = __bizOwner();
  return owner.createTextNode ? owner.createTextNode(text) : document.createTextNode(text);
}
function __bizPageComment(node) {
  return node.nodeType == 8 && typeof (node.ownerDocument || document).createElementNS == 'function';
}
`;

const EDITS: { name: string; find: string; replace: string }[] = [
  {
    // diff(parentDom = n, …) → diffElementNodes (G): note the parent first.
    name: 'parent',
    find: 'f=u.__e=G(t.__e,u,t,i,r,o,e,c,a)',
    replace: 'f=u.__e=(__bizParent=n,G(t.__e,u,t,i,r,o,e,c,a))',
  },
  {
    name: 'text',
    find: 'return document.createTextNode(k)',
    replace: 'return __bizCreateText(k)',
  },
  {
    name: 'element',
    find: 'u=document.createElementNS(o,x,k.is&&k)',
    replace: 'u=__bizCreateElement(o,x,k.is&&k)',
  },
  {
    // insert(): the next sibling to insert before, past Preact's own comment markers.
    name: 'sibling',
    find: 'do{l=l&&l.nextSibling}while(null!=l&&8==l.nodeType);',
    replace: 'do{l=l&&l.nextSibling}while(null!=l&&__bizPageComment(l));',
  },
  { name: 'helpers', find: 'export{', replace: `${HELPERS}export{` },
];

export function preactForeignDocuments(): Plugin[] {
  return EDITS.map(({ name, find, replace }) =>
    guardedPatch({
      name: `biz-preact-foreign-documents-${name}`,
      apply: 'build',
      module: PREACT_MODULE,
      find,
      replace,
      what: 'Preact',
      changed: 'the build no longer knows how to render react-aria collections on Preact',
    }),
  );
}
