import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { scrollToTarget, useNavigationCount } from './navigations.ts';

describe('useNavigationCount', () => {
  const start = window.location.href;
  beforeEach(() => window.history.replaceState(null, '', '/roaming'));
  afterEach(() => {
    window.history.replaceState(null, '', start);
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('counts every navigation, also one that changes only the query or nothing at all', () => {
    const { result } = renderHook(() => useNavigationCount());
    expect(result.current).toBe(0);
    act(() => navigate('/roaming?utm_source=menu')); // a menu link to the page already open
    expect(result.current).toBe(1);
    act(() => navigate('/roaming?utm_source=menu')); // the same link once more
    expect(result.current).toBe(2);
    act(() => navigate('/search?q=a'));
    act(() => navigate('/search?q=b')); // a new search
    expect(result.current).toBe(4);
    act(() => {
      // The back button: the browser moves to the previous entry and says so.
      window.history.replaceState(null, '', '/search?q=a');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toBe(5);
  });

  it('leaves moves between anchors of one page to the browser, and redirects to the page', () => {
    const { result } = renderHook(() => useNavigationCount());
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const map = document.body.appendChild(document.createElement('div'));
    map.id = 'map';
    map.scrollIntoView = vi.fn();
    act(() => {
      window.location.hash = '#map'; // a plain in-page anchor link, as the browser reports it
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    act(() => {
      window.history.replaceState(null, '', '/roaming'); // and back from it
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toBe(0);
    act(() => navigate('/roaming#map')); // a router link to the anchor: scrolled to it
    expect(map.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(0);
    act(() => navigate('/auth', { replace: true })); // a redirect
    expect(result.current).toBe(0);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/auth')); // from the anchor back to the bare page: a new load
    expect(result.current).toBe(1);
  });
});

describe('scrollToTarget', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('scrolls to the top, or to the element the anchor names', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.history.replaceState(null, '', '/support');
    scrollToTarget();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const faq = document.body.appendChild(document.createElement('h2'));
    faq.id = 'частые-вопросы';
    faq.scrollIntoView = vi.fn();
    window.history.replaceState(null, '', `/support#${encodeURIComponent('частые-вопросы')}`);
    scrollToTarget();
    expect(faq.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/support#missing');
    scrollToTarget();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
