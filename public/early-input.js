/*
 * Early input: taps made before the page (or an island of it) has hydrated are held here and
 * replayed by the app once the code is there (app/islands/replay.ts), instead of being lost.
 * A classic script loaded `async` from every page's head (an external file: the site's CSP allows
 * no inline script). It knows nothing of the app: the app marks <html data-hydrated> when the page
 * has hydrated, and each island not yet hydrated carries data-island="pending".
 *
 * Links and fields work without it (a link is a link; a field takes typing), and a form with an
 * `action` (the header search, a GET form) submits natively. Held: clicks on buttons, and form
 * submissions that would otherwise reload the page with the form's fields in the address.
 */
(function () {
  'use strict';
  var held = [];

  function pendingPart(element) {
    var island = element.closest('[data-island="pending"]');
    if (island) return island;
    if (document.documentElement.hasAttribute('data-hydrated')) return null;
    var root = document.getElementById('root');
    return root && root.contains(element) ? root : null;
  }

  function hold(event, type, target) {
    var part = pendingPart(target);
    if (!part) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ type: type, target: target, part: part });
    // An island starts loading its code when it is wanted.
    if (part.id !== 'root') part.dispatchEvent(new Event('biz-wake'));
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target : null;
      var button = target && target.closest('button, [role="button"], input[type="submit"]');
      if (button) hold(event, 'click', button);
    },
    true,
  );

  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (form instanceof HTMLFormElement && !form.hasAttribute('action'))
        hold(event, 'submit', form);
    },
    true,
  );

  window.bizEarlyInput = {
    /** The held taps inside `part`, oldest first; they are forgotten here. */
    take: function (part) {
      var mine = held.filter(function (entry) {
        return part.contains(entry.target);
      });
      held = held.filter(function (entry) {
        return !part.contains(entry.target);
      });
      return mine;
    },
  };
})();
