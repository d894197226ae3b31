import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { KitProvider, LazySelect, Select, type SelectProps } from '../lib/index.ts';
import { manyOptions, regionsKk, regionsRu } from '../lib/components/Select/fixtures.ts';

export default { title: 'Kit / Select' };

const sign = {
  label: 'Регион',
  placeholder: 'Выберите регион',
  searchPlaceholder: 'Поиск по названию',
  options: regionsRu,
} as const;

/**
 * Open popovers portal into a node of the story (as the embed does into its shadow root), so the
 * story sweep's axe run sees them; the stage leaves room for the popover below the field.
 */
function Stage({ children }: { children: (portal: Element | undefined) => ReactNode }) {
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  return (
    <div style={{ maxWidth: 420, minHeight: 520 }}>
      {portal && children(portal)}
      <div ref={setPortal} />
    </div>
  );
}

function Example(props: Partial<SelectProps>) {
  return (
    <Stage>
      {(portal) => <Select {...sign} portalContainer={portal} {...(props as object)} />}
    </Stage>
  );
}

export const Placeholder: Story = () => <Example hint="Список подписантов зависит от региона" />;

export const Chosen: Story = () => <Example defaultValue="karaganda" />;

export const Open: Story = () => <Example defaultValue="astana" defaultOpen />;

export const Invalid: Story = () => <Example required error="Выберите регион из списка" />;

export const Disabled: Story = () => <Example disabled defaultValue="astana" />;

export const WithoutSearch: Story = () => (
  <Example
    label="Размер компании"
    placeholder="Выберите размер"
    searchable={false}
    defaultOpen
    options={[
      { id: 'small', label: 'Малый бизнес', description: 'до 100 сотрудников' },
      { id: 'medium', label: 'Средний бизнес', description: 'от 100 до 250 сотрудников' },
      { id: 'large', label: 'Крупный бизнес', description: 'более 250 сотрудников' },
      { id: 'gov', label: 'Государственная организация', disabled: true },
    ]}
  />
);

export const MultipleWithTags: Story = () => (
  <Example multiple defaultValue={['almaty', 'astana', 'karaganda', 'east-kz']} />
);

export const MultipleOpen: Story = () => (
  <Example multiple defaultValue={['almaty', 'astana', 'karaganda']} defaultOpen />
);

const twoThousand = manyOptions(2000);

export const TwoThousandOptions: Story = () => (
  <Example
    label="Населённый пункт"
    placeholder="Выберите населённый пункт"
    options={twoThousand}
    multiple
    defaultOpen
  />
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk">
      <Stage>
        {(portal) => (
          <Select
            label="Өңір"
            placeholder="Өңірді таңдаңыз"
            hint="Қол қоюшылар тізімі өңірге байланысты"
            options={regionsKk}
            multiple
            defaultValue={['almaty', 'karaganda']}
            defaultOpen
            portalContainer={portal}
          />
        )}
      </Stage>
    </div>
  </KitProvider>
);

export const KazakhInvalid: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk">
      <Stage>
        {(portal) => (
          <Select
            label="Өңір"
            placeholder="Өңірді таңдаңыз"
            options={regionsKk}
            required
            error="Тізімнен өңірді таңдаңыз"
            portalContainer={portal}
          />
        )}
      </Stage>
    </div>
  </KitProvider>
);

/**
 * LazySelect before its Select's code is there: the closed field it renders itself (a prerendered
 * page shows this until the trigger is used), with a choice and an error, in both languages.
 */
export const LazyClosed: Story = () => (
  <div style={{ maxWidth: 420 }}>
    <LazySelect {...sign} hint="Список подписантов зависит от региона" defaultValue="karaganda" />
  </div>
);

export const LazyKazakhInvalid: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ maxWidth: 420 }}>
      <LazySelect
        label="Өңір"
        placeholder="Өңірді таңдаңыз"
        options={regionsKk}
        required
        error="Тізімнен өңірді таңдаңыз"
      />
    </div>
  </KitProvider>
);
