import type { Story } from '@ladle/react';
import { controlBase, controlSize, Field, KitProvider } from '../lib/index.ts';

export default { title: 'Kit / Field' };

/**
 * Field on its own: the wrapper every kit control is built on. Here it holds plain inputs, to
 * show what it adds — label, hint, `*`, the error with its hidden «Ошибка:» prefix, and the
 * `aria-describedby` / `aria-invalid` it hands the control.
 */
const input = `${controlBase} ${controlSize.m}`;
const narrow = { maxWidth: 420 } as const;

export const Label: Story = () => (
  <div style={narrow}>
    <Field label="Название компании">{(control) => <input className={input} {...control} />}</Field>
  </div>
);

export const Hint: Story = () => (
  <div style={narrow}>
    <Field label="Название компании" hint="Как в учредительных документах">
      {(control) => <input className={input} {...control} />}
    </Field>
  </div>
);

export const Required: Story = () => (
  <div style={narrow}>
    <Field label="БИН компании" hint="12 цифр" required>
      {(control) => <input className={input} inputMode="numeric" {...control} />}
    </Field>
  </div>
);

export const Invalid: Story = () => (
  <div style={narrow}>
    <Field id="email" label="Электронная почта" error="Введите адрес в формате name@example.kz">
      {(control) => <input className={input} type="email" defaultValue="name@" {...control} />}
    </Field>
  </div>
);

export const ErrorWithHintAndRequired: Story = () => (
  <div style={narrow}>
    <Field
      id="bin"
      label="БИН компании"
      hint="12 цифр"
      required
      error="Неверная контрольная цифра БИН"
    >
      {(control) => (
        <input className={input} inputMode="numeric" defaultValue="180440000129" {...control} />
      )}
    </Field>
  </div>
);

const radios = ['Все новые', 'Все свои', 'Частично свои'];

export const Group: Story = () => (
  <Field group label="Какие номера подключить" hint="Можно поменять до подписания договора">
    {() => (
      <div style={{ display: 'grid', gap: 8 }}>
        {radios.map((text) => (
          <label key={text} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="radio" name="numbers" /> {text}
          </label>
        ))}
      </div>
    )}
  </Field>
);

export const GroupError: Story = () => (
  <Field group id="numbers" label="Какие номера подключить" required error="Выберите вариант">
    {(control) => (
      <div style={{ display: 'grid', gap: 8 }}>
        {radios.map((text, index) => (
          <label key={text} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {/* the first radio takes the field's id, for an error summary's link */}
            <input
              type="radio"
              name="numbers-error"
              id={index === 0 ? control.id : undefined}
            />{' '}
            {text}
          </label>
        ))}
      </div>
    )}
  </Field>
);

export const Inline: Story = () => (
  <Field
    inline
    label="Согласен на обработку персональных данных"
    hint="Без согласия мы не сможем связаться с вами"
    required
    error="Дайте согласие на обработку персональных данных"
  >
    {(control) => (
      <input
        type="checkbox"
        style={{ gridColumn: 1, gridRow: 1, width: 24, height: 24, margin: 0 }}
        {...control}
      />
    )}
  </Field>
);

export const HiddenLabel: Story = () => (
  <div style={narrow}>
    <Field label="Поиск по сайту" hideLabel>
      {(control) => (
        <input className={input} type="search" placeholder="Поиск по сайту" {...control} />
      )}
    </Field>
  </div>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ ...narrow, display: 'grid', gap: 24 }}>
      <Field label="Компания атауы" hint="Құрылтай құжаттарындағыдай" required>
        {(control) => <input className={input} {...control} />}
      </Field>
      <Field id="bin-kk" label="Компанияның БСН" required error="БСН бақылау саны қате">
        {(control) => (
          <input className={input} inputMode="numeric" defaultValue="180440000129" {...control} />
        )}
      </Field>
      <Field group label="Қандай нөмірлерді қосу керек" error="Нұсқаны таңдаңыз">
        {() => (
          <div style={{ display: 'grid', gap: 8 }}>
            {['Барлығы жаңа', 'Барлығы өзімдікі'].map((text) => (
              <label key={text} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <input type="radio" name="numbers-kk" /> {text}
              </label>
            ))}
          </div>
        )}
      </Field>
    </div>
  </KitProvider>
);
