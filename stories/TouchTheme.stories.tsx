import type { Story } from '@ladle/react';
import type { ReactNode } from 'react';
import {
  Accordion,
  AccordionItem,
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  DialogClose,
  KitProvider,
  MegaMenuDrawer,
  PhoneInput,
  RadioGroup,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  touchTheme,
  vars,
} from '../lib/index.ts';
import { servicesMenuKk, servicesMenuRu } from '../lib/components/MegaMenu/fixtures.ts';
import { regionsKk, regionsRu } from '../lib/components/Select/fixtures.ts';

export default { title: 'Kit / Touch theme' };

/**
 * The kiosk's screen: everything under `touchTheme`, whose targets are at least 48px. The open
 * calendar, list, dialog and drawer are portalled to <body>, outside this subtree, as on a real
 * page; they take the touch theme from where they were opened.
 */
function Kiosk({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  return (
    <div
      className={touchTheme}
      style={{
        display: 'grid',
        gap: vars.space.l,
        maxWidth: 640,
        minHeight,
        padding: vars.space.l,
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.family,
        fontSize: vars.font.size.m,
        lineHeight: vars.font.lineHeight.m,
      }}
    >
      {children}
    </div>
  );
}

const numbers = [
  { value: 'new', label: 'Все новые' },
  { value: 'own', label: 'Все свои', hint: 'Перенесём номера от другого оператора' },
];

export const Controls: Story = () => (
  <Kiosk>
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button>Оставить заявку</Button>
      <Button variant="secondary">Подробнее</Button>
      <Button variant="ghost" size="s">
        Назад
      </Button>
    </div>
    <TextField label="Название компании" hint="Как в учредительных документах" required />
    <PhoneInput />
    <Select label="Регион" options={regionsRu} defaultValue="astana" />
    <DatePicker label="Дата подключения" defaultValue="21.11.2026" />
    <RadioGroup label="Какие номера подключить" options={numbers} defaultValue="new" />
    <Checkbox
      label="Согласен на обработку персональных данных"
      hint="Без согласия мы не сможем связаться с вами"
      required
    />
    <Tabs defaultValue="roaming">
      <TabList label="Роуминг и звонки за границу">
        <Tab value="roaming">Роуминг</Tab>
        <Tab value="calls">Звонки за границу</Tab>
      </TabList>
      <TabPanel value="roaming">Пакеты интернета и минут в поездках — от 2200 ₸ в месяц.</TabPanel>
      <TabPanel value="calls">Звонки в другие страны по минутам или пакетами.</TabPanel>
    </Tabs>
    <Accordion defaultValue="sim">
      <AccordionItem value="sim" title="Когда будут готовы SIM-карты?">
        В течение 2 рабочих дней придёт СМС.
      </AccordionItem>
      <AccordionItem value="pay" title="Как оплачивать?">
        Ежемесячно, после установки оборудования.
      </AccordionItem>
    </Accordion>
  </Kiosk>
);

export const Errors: Story = () => (
  <Kiosk>
    <TextField id="company" label="Название компании" required error="Введите название компании" />
    <DatePicker label="Дата подключения" defaultValue="31.02.2026" errorCode="NOT_EXIST" />
    <Checkbox
      label="Согласен на обработку персональных данных"
      required
      error="Дайте согласие на обработку персональных данных"
    />
  </Kiosk>
);

export const CalendarOpen: Story = () => (
  <Kiosk minHeight={620}>
    <DatePicker label="Дата подключения" defaultValue="21.11.2026" defaultOpen />
  </Kiosk>
);

export const MonthsOpen: Story = () => (
  <Kiosk minHeight={520}>
    <DatePicker label="Месяц счёта" mode="monthAndYear" defaultValue="11.2026" defaultOpen />
  </Kiosk>
);

export const SelectOpen: Story = () => (
  <Kiosk minHeight={620}>
    <Select label="Регион" options={regionsRu} defaultValue="astana" defaultOpen />
  </Kiosk>
);

export const DialogOpen: Story = () => (
  <Kiosk>
    <div>
      <Dialog
        defaultOpen
        trigger={<Button>Подтвердить номер</Button>}
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
        <PhoneInput />
      </Dialog>
    </div>
  </Kiosk>
);

export const MenuDrawerOpen: Story = () => (
  <Kiosk>
    <div>
      <MegaMenuDrawer
        label="Меню"
        navLabel="Услуги"
        sections={servicesMenuRu}
        currentHref="/roaming"
        defaultOpen
      />
    </div>
  </Kiosk>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk">
      <Kiosk minHeight={620}>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button>Өтінім қалдыру</Button>
          <Button variant="secondary">Толығырақ</Button>
        </div>
        <TextField label="Компания атауы" required />
        <PhoneInput />
        <Select label="Өңір" options={regionsKk} defaultValue="astana" />
        <Checkbox label="Дербес деректерді өңдеуге келісемін" required />
        <div>
          <MegaMenuDrawer label="Мәзір" navLabel="Қызметтер" sections={servicesMenuKk} />
        </div>
        <DatePicker label="Қосылу күні" defaultValue="21.11.2026" defaultOpen />
      </Kiosk>
    </div>
  </KitProvider>
);
