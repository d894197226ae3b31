/*
 * Early input: taps made before the page (or an island of it) has hydrated are held here and
 * replayed by the app once the code is there (app/islands/replay.ts), instead of being lost.
 * A classic `async` script in every page's head (about 1 KB; an external file, as the site's CSP
 * allows no inline script): it arrives beside the stylesheet, long before the app's modules, and
 * blocks nothing (as a blocking script it cost Lighthouse's FCP a round trip). It knows nothing of the app: the app marks <html data-hydrated> when the page
 * has hydrated, and each island not yet hydrated carries data-island="pending".
 *
 * Links and fields work without it (a link is a link; a field takes typing), and a form with an
 * `action` (the header search, a GET form) submits natively. Held: clicks on buttons, and form
 * submissions that would otherwise reload the page with the form's fields in the address.
 */
(function () {
  'use strict';
  var held = [];
  var TAPPABLE = 'button, [role="button"], input[type="submit"]';

  function pendingPart(element) {
    var island = element.closest('[data-island="pending"]');
    if (island) return island;
    if (document.documentElement.hasAttribute('data-hydrated')) return null;
    var root = document.getElementById('root');
    return root && root.contains(element) ? root : null;
  }

  /** A submit button of a form with an `action` (a GET form): the browser submits it itself. */
  function nativeSubmit(button) {
    return button.type === 'submit' && button.form !== null && button.form.hasAttribute('action');
  }

  function hold(event, type, target) {
    var part = pendingPart(target);
    if (!part) return;
    event.preventDefault();
    event.stopPropagation();
    // Where it was among its part's buttons: React may render an island anew rather than hydrate
    // it (an update reached it first), and then the same button is a new element.
    var index = Array.prototype.indexOf.call(part.querySelectorAll(TAPPABLE), target);
    held.push({ type: type, target: target, part: part, index: index, selector: TAPPABLE });
    // An island starts loading its code when it is wanted.
    if (part.id !== 'root') part.dispatchEvent(new Event('biz-wake'));
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target instanceof Element ? event.target : null;
      var button = target && target.closest(TAPPABLE);
      if (!button || nativeSubmit(button)) return;
      hold(event, 'click', button);
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
    /** The taps held for `part` (the root, or an island), oldest first; forgotten here. */
    take: function (part) {
      var mine = held.filter(function (entry) {
        return entry.part === part;
      });
      held = held.filter(function (entry) {
        return entry.part !== part;
      });
      return mine;
    },
  };
})();
