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

  var added = false;
  function add() {
    if (added) return;
    added = true;
    for (var i = 1; i < modules.length; i++) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = 'anonymous';
      preload.href = modules[i];
      document.head.appendChild(preload);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = modules[0];
    document.head.appendChild(entry);
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch);
  }

  // The modules of the parts that hydrate when the visitor comes to them (the header): fetched
  // once the page has loaded, into the cache, at the lowest priority; compiled only when used.
  function prefetch() {
    var later = document.getElementById('prefetch-modules');
    var urls = later ? JSON.parse(later.textContent || '[]') : [];
    for (var i = 0; i < urls.length; i++) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = 'anonymous';
      link.href = urls[i];
      document.head.appendChild(link);
    }
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
