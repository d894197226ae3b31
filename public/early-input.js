/*
 * Early input: taps made before the page has hydrated are held here and replayed by the app once
 * its code is there (app/hydration/replay.ts), instead of being lost. A classic `async` script in
 * every page's head (under 1 KB; an external file, as the site's CSP allows no inline script): it
 * arrives beside the stylesheet, long before the app's modules, and blocks nothing (as a blocking
 * script it cost Lighthouse's FCP a round trip). It knows nothing of the app: the app marks
 * <html data-hydrated> when the page has hydrated.
 *
 * Links and fields work without it (a link is a link; a field takes typing), and a form with an
 * `action` (the header search, a GET form) submits natively. Held: clicks on buttons, and form
 * submissions that would otherwise reload the page with the form's fields in the address.
 */
(function () {
  'use strict';
  var held = [];
  var TAPPABLE = 'button, [role="button"], input[type="submit"]';

  function pending(element) {
    if (document.documentElement.hasAttribute('data-hydrated')) return false;
    var root = document.getElementById('root');
    return root !== null && root.contains(element);
  }

  /** A submit button of a form with an `action` (a GET form): the browser submits it itself. */
  function nativeSubmit(button) {
    return button.type === 'submit' && button.form !== null && button.form.hasAttribute('action');
  }

  function hold(event, type, target) {
    if (!pending(target)) return;
    event.preventDefault();
    event.stopPropagation();
    // Its place among the page's buttons, should hydration have replaced the element.
    var root = document.getElementById('root');
    var index = Array.prototype.indexOf.call(root.querySelectorAll(TAPPABLE), target);
    held.push({ type: type, target: target, index: index, selector: TAPPABLE });
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
    /** The taps held so far, oldest first; forgotten here. */
    take: function () {
      var taken = held;
      held = [];
      return taken;
    },
  };
})();
