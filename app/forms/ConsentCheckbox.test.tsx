import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../contract/locale.ts';
import { Button } from '../../lib/index.ts';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { renderWithKit } from '../../lib/test/render.tsx';
import { ConsentCheckbox, consentProblem, personalDataNoticeHref } from './ConsentCheckbox.tsx';
import { Form } from './Form.tsx';
import { useForm } from './useForm.ts';

function ConsentForm({
  locale,
  siteOrigin,
  onSent = () => {},
}: {
  locale: Locale;
  siteOrigin?: string;
  onSent?: (values: { consent: boolean }) => void;
}) {
  const form = useForm({
    locale,
    initial: { consent: false },
    validate: (v) => ({ consent: consentProblem(v.consent, locale) }),
    submit: async (values) => onSent(values),
  });
  return (
    <Form form={form} summaryLevel={2}>
      <ConsentCheckbox locale={locale} siteOrigin={siteOrigin} {...form.checkbox('consent')} />
      <Button type="submit">{locale === 'kk' ? 'Жіберу' : 'Отправить'}</Button>
    </Form>
  );
}

const RU_BOX = /^Я согласен на сбор, обработку и хранение моих персональных данных/;
const RU_LINK = 'уведомлением об обработке персональных данных (откроется в новой вкладке)';
const KK_LINK = 'Дербес деректерді өңдеу туралы хабарламаға (жаңа қойындыда ашылады)';

describe('ConsentCheckbox', () => {
  it('is a required box whose label links the notice in a new tab (ru)', async () => {
    const { container } = renderWithKit(<ConsentForm locale="ru" />);
    const box = screen.getByRole('checkbox', { name: RU_BOX });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    // The label is the box's whole name, the link's words and the new-tab hint included.
    expect(box).toHaveAccessibleName(
      `Я согласен на сбор, обработку и хранение моих персональных данных в соответствии с ${RU_LINK}`,
    );
    const link = screen.getByRole('link', { name: RU_LINK });
    expect(link).toHaveAttribute('href', '/personal-data');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    await expectNoAxeViolations(container);
  });

  it('says the same consent in Kazakh and links the Kazakh notice', async () => {
    const { container } = renderWithKit(<ConsentForm locale="kk" />, { locale: 'kk' });
    const box = screen.getByRole('checkbox', { name: /келісемін$/ });
    expect(box).toHaveAccessibleName(
      `${KK_LINK} сәйкес дербес деректерімді жинауға, өңдеуге және сақтауға келісемін`,
    );
    expect(screen.getByRole('link', { name: KK_LINK })).toHaveAttribute(
      'href',
      '/kk/personal-data',
    );
    await expectNoAxeViolations(container);
  });

  it('on another site (a partner page) links the notice on the operator’s origin', () => {
    renderWithKit(<ConsentForm locale="kk" siteOrigin="https://business.dalatelecom.kz/" />, {
      locale: 'kk',
    });
    expect(screen.getByRole('link', { name: KK_LINK })).toHaveAttribute(
      'href',
      'https://business.dalatelecom.kz/kk/personal-data',
    );
    expect(personalDataNoticeHref('ru', 'https://business.dalatelecom.kz')).toBe(
      'https://business.dalatelecom.kz/personal-data',
    );
  });

  it('refuses an empty box with the catalogue’s CONSENT_REQUIRED, tied to the box', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    const { container } = renderWithKit(<ConsentForm locale="ru" onSent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' });
    expect(summary).toHaveFocus();
    const item = within(summary).getByRole('link', { name: 'Необходимо ваше согласие' });
    const box = screen.getByRole('checkbox', { name: RU_BOX });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Ошибка: Необходимо ваше согласие');
    expect(sent).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    // The summary's link leads to the box; the space bar ticks it and the form goes.
    await user.click(item);
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(sent).toHaveBeenCalledWith({ consent: true });
  });

  it('says the error in Kazakh from the same catalogue', async () => {
    const user = userEvent.setup();
    renderWithKit(<ConsentForm locale="kk" />, { locale: 'kk' });
    await user.click(screen.getByRole('button', { name: 'Жіберу' }));
    expect(screen.getByRole('checkbox', { name: /келісемін$/ })).toHaveAccessibleDescription(
      'Қате: Сіздің келісіміңіз қажет',
    );
  });

  it('follows the link without ticking the box; the keyboard reaches the box, then the link', async () => {
    const user = userEvent.setup();
    renderWithKit(<ConsentForm locale="ru" />);
    const box = screen.getByRole('checkbox', { name: RU_BOX });
    const link = screen.getByRole('link', { name: RU_LINK });
    // user-event's label shortcut ignores links inside labels: the click as the DOM dispatches it.
    fireEvent.click(link);
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByText(/^Я согласен/));
    expect(box).toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
  });
});
