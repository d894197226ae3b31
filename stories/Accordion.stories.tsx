import type { Story } from '@ladle/react';
import { Accordion, AccordionItem, KitProvider, Link } from '../lib/index.ts';

export default { title: 'Kit / Accordion' };

export const Faq: Story = () => (
  <section style={{ maxWidth: 720 }}>
    <h2>Частые вопросы</h2>
    <Accordion defaultValue="sim">
      <AccordionItem value="sim" title="Когда будут готовы SIM-карты?">
        <p>В течение 2 рабочих дней придёт СМС о том, что SIM-карты готовы.</p>
      </AccordionItem>
      <AccordionItem value="pay" title="Как оплачивать интернет в офис?">
        <p>Ежемесячно, после установки оборудования.</p>
      </AccordionItem>
      <AccordionItem value="eds" title="Что нужно для подписи документов?">
        <p>
          ЭЦП первого руководителя и запущенное приложение для подписи. Подробнее — в{' '}
          <Link href="/support">центре помощи</Link>.
        </p>
      </AccordionItem>
    </Accordion>
  </section>
);

export const Multiple: Story = () => (
  <Accordion type="multiple" defaultValue={['a', 'b']}>
    <AccordionItem value="a" title="Интернет">
      100 ГБ в месяц
    </AccordionItem>
    <AccordionItem value="b" title="Звонки">
      Безлимит внутри сети
    </AccordionItem>
    <AccordionItem value="c" title="Архивный тариф" disabled>
      Недоступен
    </AccordionItem>
  </Accordion>
);

export const Collapsed: Story = () => (
  <Accordion>
    <AccordionItem value="a" title="Условия акции">
      Акция действует до конца года.
    </AccordionItem>
    <AccordionItem value="b" title="Как подключить">
      Оставьте заявку на сайте.
    </AccordionItem>
  </Accordion>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <section lang="kk" style={{ maxWidth: 720 }}>
      <h2>Жиі қойылатын сұрақтар</h2>
      <Accordion defaultValue="sim">
        <AccordionItem value="sim" title="SIM-карталар қашан дайын болады?">
          2 жұмыс күні ішінде SIM-карталардың дайын екені туралы SMS келеді.
        </AccordionItem>
        <AccordionItem value="pay" title="Кеңсеге арналған интернетке қалай төлеймін?">
          Жабдық орнатылғаннан кейін ай сайын.
        </AccordionItem>
      </Accordion>
    </section>
  </KitProvider>
);
