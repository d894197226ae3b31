import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BizErrorDetail, BizSuccessDetail } from './types.d.ts';

/*
 * What a React 19 partner writes, type-checked against `react.d.ts` (the JSX typings we publish)
 * and run with React 19, which binds custom-element props starting with `on` as event listeners:
 * the reason the events are named without a colon.
 */
describe('a React 19 host', () => {
  it('binds the widget events as props and passes the attributes', () => {
    const onSuccess = vi.fn((event: CustomEvent<BizSuccessDetail>) => event.detail.requestId);
    const onError = vi.fn((event: CustomEvent<BizErrorDetail>) => event.detail.message);
    const { container } = render(
      <biz-consultation-form
        locale="kk"
        product="virtual-ats"
        api-base="https://api.example.kz"
        onbiz-success={onSuccess}
        onbiz-error={onError}
      />,
    );
    const element = container.querySelector('biz-consultation-form');
    expect(element?.getAttribute('locale')).toBe('kk');
    expect(element?.getAttribute('product')).toBe('virtual-ats');
    expect(element?.getAttribute('api-base')).toBe('https://api.example.kz');

    const detail = { widget: 'consultation-form', requestId: 'c-1' } satisfies BizSuccessDetail;
    element?.dispatchEvent(
      new CustomEvent('biz-success', { bubbles: true, composed: true, detail }),
    );
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.results[0]?.value).toBe('c-1');
    expect(onError).not.toHaveBeenCalled();
  });

  it('types the elements for DOM code too', () => {
    const element = document.createElement('biz-handset-check');
    const seen: string[] = [];
    element.addEventListener('biz-error', (event) => seen.push(event.detail.message));
    element.dispatchEvent(
      new CustomEvent('biz-error', {
        detail: { widget: 'handset-check', message: 'Ошибка сервиса' },
      }),
    );
    expect(seen).toEqual(['Ошибка сервиса']);
  });
});
