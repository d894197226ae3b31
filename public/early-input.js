/*
 * Early input: taps made before the page has hydrated are held here and replayed by the app once
 * its code is there (app/islands/replay.ts), instead of being lost. A classic `async` script in
 * every page's head (under 1 KB; an external file, as the site's CSP allows no inline script): it
 * arrives beside the stylesheet, long before the app's modules, and blocks nothing (as a blocking
 * script it cost Lighthouse's FCP a round trip). It knows nothing of the app: on a prerendered
 * public page each island's container (`data-island`) is marked `data-hydrated` once that island
 * has hydrated (app/islands/client.ts); on an app page (the cabinet, the kiosk) `<html>` is, once
 * the page has. A tap is held only where a hydration is still to come.
 *
 * Links and fields work without it (a link is a link; a field takes typing), and a form with an
 * `action` (the header search, a GET form) submits natively. Held: clicks on buttons, the keys a
 * button acts on itself (arrows, Home, End, Escape), and form submissions that would otherwise
 * reload the page with the form's fields in the address.
 */
// @ts-check: the held tap's shape and this script's global are declared once, in
// app/islands/replay.ts, and this file is checked against them (`npx tsgo -p .`).
(function () {
  'use strict';
  /** @type {import('../app/islands/replay.ts').HeldTap[]} */
  var held = [];
  var TAPPABLE = 'button, [role="button"], input[type="submit"]';

  /**
   * The part of the page that will hydrate `element`: its island, or the app's root.
   * @param {Element} element
   * @returns {Element | null}
   */
  function hydratingPart(element) {
    var island = element.closest('[data-island]');
    if (island) return island;
    // A prerendered public page hydrates its islands only: the rest is static.
    if (document.getElementById('islands')) return null;
    return document.getElementById('root');
  }

  /** @param {Element} element */
  function pending(element) {
    var part = hydratingPart(element);
    if (!part || !part.contains(element)) return false;
    if (part.hasAttribute('data-island')) return !part.hasAttribute('data-hydrated');
    return !document.documentElement.hasAttribute('data-hydrated');
  }

  /**
   * A submit button of a form with an `action` (a GET form): the browser submits it itself.
   * @param {Element & Partial<Pick<HTMLButtonElement, 'type' | 'form'>>} button
   */
  function nativeSubmit(button) {
    return button.type === 'submit' && !!button.form && button.form.hasAttribute('action');
  }

  /**
   * @param {Event} event
   * @param {import('../app/islands/replay.ts').HeldTap['type']} type
   * @param {Element} target
   * @param {import('../app/islands/replay.ts').HeldTap['key']} [key]
   */
  function hold(event, type, target, key) {
    if (!pending(target)) return;
    event.preventDefault();
    event.stopPropagation();
    // Its place among its part's buttons, should hydration have replaced the element.
    // `pending` found it its part.
    var part = /** @type {Element} */ (hydratingPart(target));
    var index = Array.prototype.indexOf.call(part.querySelectorAll(TAPPABLE), target);
    held.push({ type: type, target: target, index: index, selector: TAPPABLE, key: key });
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

  // Keys a button acts on itself, not through a click (ArrowDown opens the services menu and
  // moves into it): held like a tap. Enter and Space make a click, held above; keys in a field
  // are its own.
  var KEYS = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Escape'];
  document.addEventListener(
    'keydown',
    function (event) {
      var target = event.target instanceof Element ? event.target : null;
      if (!target || KEYS.indexOf(event.key) === -1 || !target.matches(TAPPABLE)) return;
      hold(event, 'keydown', target, {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
      });
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
    /** Whether a tap or key is held inside `root` (its hydration is then due at once). */
    has: function (root) {
      return held.some(function (tap) {
        return root.contains(tap.target) || hydratingPart(tap.target) === root;
      });
    },
    /** The taps held so far inside `root`, oldest first; forgotten here. */
    take: function (root) {
      var taken = held.filter(function (tap) {
        return root.contains(tap.target) || hydratingPart(tap.target) === root;
      });
      held = held.filter(function (tap) {
        return taken.indexOf(tap) === -1;
      });
      return taken;
    },
  };
})();
