import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { SignerAccessNotice } from './SignerAccessNotice.tsx';

/** The browser's `navigator.permissions`, answering `loopback-network` with `state`. */
function browserAnswers(state: PermissionState) {
  const asked: string[] = [];
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: ({ name }: { name: string }) => {
        asked.push(name);
        return Promise.resolve(Object.assign(new EventTarget(), { state }));
      },
    },
  });
  return asked;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'permissions');
});

describe('SignerAccessNotice', () => {
  it('says before the press that the browser may ask, and to press «Разрешить»', async () => {
    const asked = browserAnswers('prompt');
    renderOnSite(<SignerAccessNotice />);
    expect(
      await screen.findByText(/Нажмите «Разрешить» — так сайт свяжется с NCALayer/),
    ).toBeVisible();
    expect(asked).toEqual(['loopback-network']);
  });

  it('in Kazakh too', async () => {
    browserAnswers('prompt');
    renderOnSite(<SignerAccessNotice />, { locale: 'kk' });
    expect(await screen.findByText(/«Рұқсат ету» түймесін басыңыз/)).toBeVisible();
  });

  it('says nothing once the browser was answered, or where it has no such question', async () => {
    const asked = browserAnswers('granted');
    const { container, unmount } = renderOnSite(<SignerAccessNotice />);
    await expect.poll(() => asked.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('[data-signer-access]')).toBeNull();
    unmount();
    Reflect.deleteProperty(navigator, 'permissions');
    const other = renderOnSite(<SignerAccessNotice />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.container.querySelector('[data-signer-access]')).toBeNull();
  });
});
