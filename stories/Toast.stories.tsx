import type { Story } from '@ladle/react';
import { useEffect, useRef } from 'react';
import {
  Button,
  CopyIcon,
  KitProvider,
  ToastProvider,
  useToast,
  type ToastOptions,
} from '../lib/index.ts';

export default { title: 'Kit / Toast' };

function CopyLink() {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.show({ title: 'Скопировано', tone: 'success' });
    } catch {
      toast.show({ title: 'Не удалось скопировать', tone: 'error' });
    }
  };
  return (
    <Button variant="secondary" onClick={copy}>
      <CopyIcon /> Скопировать ссылку
    </Button>
  );
}

export const CopyLinkAction: Story = () => (
  <ToastProvider>
    <CopyLink />
  </ToastProvider>
);

/** Shows its toasts once on mount, so the screenshot and the axe sweep see them. */
function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const { show } = useToast();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    for (const t of toasts) show(t);
  }, [show, toasts]);
  return null;
}

export const Shown: Story = () => (
  <ToastProvider duration={600_000}>
    <ShowOnMount
      toasts={[
        { title: 'Скопировано', tone: 'success' },
        {
          title: 'Не удалось скопировать',
          description: 'Скопируйте адрес из строки браузера',
          tone: 'error',
        },
      ]}
    />
  </ToastProvider>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk">
      <ToastProvider duration={600_000}>
        <ShowOnMount toasts={[{ title: 'Көшірілді', tone: 'success' }]} />
      </ToastProvider>
    </div>
  </KitProvider>
);
