import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  KitProvider,
  Link,
  TextField,
} from '../lib/index.ts';

export default { title: 'Kit / Dialog' };

/**
 * Open stories portal into a node inside the story (the `container` prop, as the embed bundle
 * uses it), so the story sweep's axe run, which looks inside #ladle-root, sees the dialog.
 */
function InStory({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  return <div ref={setNode}>{node && children(node)}</div>;
}

export const WithTrigger: Story = () => (
  <InStory>
    {(container) => (
      <Dialog
        container={container}
        trigger={<Button>Поделиться кейсом</Button>}
        title="Подтвердите номер телефона"
        description="Мы отправим СМС с кодом подтверждения"
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Отмена</Button>
            </DialogClose>
            <Button>Получить код</Button>
          </>
        }
      >
        <TextField label="Номер телефона" type="tel" autoComplete="tel" inputMode="tel" />
      </Dialog>
    )}
  </InStory>
);

export const PhoneConfirmation: Story = () => (
  <InStory>
    {(container) => (
      <Dialog
        container={container}
        defaultOpen
        title="Подтвердите номер телефона"
        description="Мы отправим СМС с кодом подтверждения"
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">Отмена</Button>
            </DialogClose>
            <Button>Получить код</Button>
          </>
        }
      >
        <div style={{ display: 'grid', gap: 16 }}>
          <TextField
            label="Номер телефона"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
          <Checkbox
            required
            label={
              <>
                Согласен на сбор, обработку и хранение{' '}
                <Link href="/support/policy/personal-data">персональных данных</Link>
              </>
            }
          />
        </div>
      </Dialog>
    )}
  </InStory>
);

export const LimitAlert: Story = () => (
  <InStory>
    {(container) => (
      <Dialog
        container={container}
        variant="alert"
        defaultOpen
        title="Превышен лимит на отправку заявок"
        description="В день можно отправлять максимум 3 заявки"
        footer={
          <DialogClose>
            <Button>Хорошо, закрыть</Button>
          </DialogClose>
        }
      />
    )}
  </InStory>
);

export const Large: Story = () => (
  <InStory>
    {(container) => (
      <Dialog container={container} defaultOpen size="l" title="Тариф «Бизнес 50»">
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            Пункт условий {i + 1}: интернет 50 ГБ, звонки внутри сети без ограничений, SMS по
            тарифу.
          </p>
        ))}
      </Dialog>
    )}
  </InStory>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk">
      <InStory>
        {(container) => (
          <Dialog
            container={container}
            defaultOpen
            title="Кейс жіберілді"
            description="Кейс модерациядан кейін ғана сайтта пайда болады"
            footer={
              <DialogClose>
                <Button>Жақсы, жабу</Button>
              </DialogClose>
            }
          />
        )}
      </InStory>
    </div>
  </KitProvider>
);
