/*
 * Hydration after the first paint (scripts/deferred-hydration.ts). A prerendered page lists its
 * modules, the entry first, in <script type="application/json" id="hydration-modules">; this
 * deferred script (it runs once the document is parsed) adds them after the first frame has been
 * painted, so that the HTML, the stylesheet and the images of the first screen have the link to
 * themselves. Until the page has hydrated, early-input.js holds taps for the app to replay. A
 * page opened in a background tab paints nothing: its modules are added at once.
 */
(function () {
  'use strict';
  var list = document.getElementById('hydration-modules');
  if (!list) return;
  var modules = JSON.parse(list.textContent || '[]');

  // Each element goes in by a task of its own: adding a <link> costs Chromium 1–5 ms here, so
  // thirty of them in one callback made a long task (Lighthouse saw 120–490 ms of blocking time
  // on a help page). The entry goes first; its imports' preloads follow within a few
  // milliseconds, long before the entry has arrived and asked for them.
  var queue = [];
  var channel = window.MessageChannel && new MessageChannel();
  function drain() {
    var next = queue.shift();
    if (next) document.head.appendChild(next);
    if (queue.length) later();
  }
  function later() {
    if (channel) channel.port2.postMessage(0);
    else setTimeout(drain, 0);
  }
  if (channel) channel.port1.onmessage = drain;
  function append(element) {
    queue.push(element);
    if (queue.length === 1) later();
  }

  function modulePreload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.href = href;
    return link;
  }

  var added = false;
  function add() {
    if (added) return;
    added = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = modules[0];
    append(entry);
    for (var i = 1; i < modules.length; i++) append(modulePreload(modules[i]));
  }

  if (document.visibilityState === 'hidden') return add();
  // The paint entry is recorded when the frame has been presented; under load that comes a
  // little after the task that follows the animation frame. Where paint timing exists, wait
  // for it; the frame-and-task rule stays as the fallback, with a slack for slow presentation.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var paintTiming = !!types && types.indexOf('paint') !== -1;
  if (paintTiming) {
    new PerformanceObserver(function (_entries, observer) {
      observer.disconnect();
      add();
    }).observe({ type: 'paint', buffered: true });
  }
  // Animation-frame callbacks run just before a frame is painted; the task after them, after it.
  requestAnimationFrame(function () {
    setTimeout(add, paintTiming ? 1000 : 0);
  });
})();
