/**
 * The connection contract of an application as a self-contained UTF-8 HTML document (what the
 * client downloads and signs). It is built only from the application's stored data, so the same
 * application always yields the same bytes and the same digest.
 */
import type { ApplicationDetail, Locale } from '../../contract/index.ts';
import type { CompanyRow } from './reference.ts';
import { sha256 } from './crypto.ts';
import { tenge } from '../db/seed/roaming.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const WORDS = {
  ru: {
    title: (n: string) => `Договор о предоставлении услуг связи № ${n}`,
    intro:
      'АО «Дала Телеком» (Оператор) и Абонент, указанный ниже, заключили настоящий договор о нижеследующем.',
    subject: '1. Предмет договора',
    subjectInternet:
      'Оператор подключает офис Абонента к сети передачи данных и предоставляет доступ в интернет по выбранному тарифу, а Абонент ежемесячно оплачивает услуги после установки.',
    subjectMobile:
      'Оператор предоставляет Абоненту услуги мобильной связи на номерах, указанных ниже, по выбранному тарифу, а Абонент ежемесячно оплачивает услуги.',
    party: '2. Абонент',
    service: '3. Услуга',
    terms: '4. Условия',
    termsText:
      'Оплата производится ежемесячно. Договор вступает в силу с момента подписания электронной цифровой подписью или кодом из СМС и действует бессрочно.',
    fields: {
      company: 'Наименование',
      bin: 'БИН/ИИН',
      head: 'Руководитель',
      legal: 'Юридический адрес',
      actual: 'Фактический адрес',
      iban: 'IBAN',
      tariff: 'Тариф',
      price: 'Ежемесячный платёж',
      address: 'Адрес подключения',
      numbers: 'Номера',
      roaming: 'Базовый роуминг',
      pbx: 'Виртуальная АТС',
      date: 'Дата заявки',
    },
    yes: 'подключить',
    no: 'не подключать',
    notSpecified: 'Не указано',
  },
  kk: {
    title: (n: string) => `Байланыс қызметтерін көрсету туралы № ${n} шарт`,
    intro:
      '«Дала Телеком» АҚ (Оператор) және төменде көрсетілген Абонент осы шартты төмендегілер туралы жасасты.',
    subject: '1. Шарттың мәні',
    subjectInternet:
      'Оператор Абоненттің кеңсесін деректер беру желісіне қосады және таңдалған тариф бойынша интернетке қолжеткізуді ұсынады, ал Абонент қызметтерді орнатудан кейін ай сайын төлейді.',
    subjectMobile:
      'Оператор Абонентке төменде көрсетілген нөмірлерде таңдалған тариф бойынша ұялы байланыс қызметтерін ұсынады, ал Абонент қызметтерді ай сайын төлейді.',
    party: '2. Абонент',
    service: '3. Қызмет',
    terms: '4. Шарттар',
    termsText:
      'Төлем ай сайын жүргізіледі. Шарт электрондық цифрлық қолтаңбамен немесе SMS-кодпен қол қойылған сәттен бастап күшіне енеді және мерзімсіз әрекет етеді.',
    fields: {
      company: 'Атауы',
      bin: 'БСН/ЖСН',
      head: 'Басшы',
      legal: 'Заңды мекенжайы',
      actual: 'Нақты мекенжайы',
      iban: 'IBAN',
      tariff: 'Тариф',
      price: 'Ай сайынғы төлем',
      address: 'Қосылу мекенжайы',
      numbers: 'Нөмірлер',
      roaming: 'Базалық роуминг',
      pbx: 'Виртуалды АТС',
      date: 'Өтінім күні',
    },
    yes: 'қосу',
    no: 'қоспау',
    notSpecified: 'Көрсетілмеген',
  },
} as const;

export interface ContractDocument {
  documentId: string;
  fileName: string;
  html: string;
  digest: string;
}

export function contractDocument(
  application: ApplicationDetail,
  company: CompanyRow,
  locale: Locale,
): ContractDocument {
  const w = WORDS[locale];
  const value = (v: string | null | undefined) => escapeHtml(v && v.trim() ? v : w.notSpecified);
  const row = (label: string, v: string | null | undefined) =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td>${value(v)}</td></tr>`;
  const service =
    application.appType === 'internet'
      ? [row(w.fields.address, application.connectionAddress)]
      : [
          row(w.fields.numbers, application.mobile?.numbers.map((n) => n.msisdn).join(', ')),
          row(w.fields.roaming, application.mobile?.roaming ? w.yes : w.no),
          row(w.fields.pbx, application.mobile?.virtualPbx ? w.yes : w.no),
        ];
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(w.title(application.applicationNumber))}</title>
<style>body{font-family:Arial,sans-serif;max-width:760px;margin:2em auto;line-height:1.5}th{text-align:left;padding-right:1em;vertical-align:top}</style>
</head>
<body>
<h1>${escapeHtml(w.title(application.applicationNumber))}</h1>
<p>${escapeHtml(w.intro)}</p>
<h2>${escapeHtml(w.subject)}</h2>
<p>${escapeHtml(application.appType === 'internet' ? w.subjectInternet : w.subjectMobile)}</p>
<h2>${escapeHtml(w.party)}</h2>
<table>
${row(w.fields.company, company.name)}
${row(w.fields.bin, company.bin)}
${row(w.fields.head, company.head_name)}
${row(w.fields.legal, application.company.lawAddress)}
${row(w.fields.actual, application.company.factAddress)}
${row(w.fields.iban, application.company.iban)}
</table>
<h2>${escapeHtml(w.service)}</h2>
<table>
${row(w.fields.tariff, application.tariff.name)}
${row(w.fields.price, tenge(application.price))}
${service.join('\n')}
${row(w.fields.date, application.creationDate.slice(0, 10).split('-').reverse().join('.'))}
</table>
<h2>${escapeHtml(w.terms)}</h2>
<p>${escapeHtml(w.termsText)}</p>
</body>
</html>
`;
  return {
    documentId: `contract-${application.applicationNumber}`,
    fileName: `contract-${application.applicationNumber}.html`,
    html,
    digest: sha256(html),
  };
}

/**
 * What an EDS signature over the contract covers: the document's own bytes (the UTF-8 HTML the
 * client downloads), as base64 — NCALayer's `data` with `decode: true`. A CMS over them is a
 * signed copy of the contract anyone can check against the file, not a signature over a summary.
 */
export function dataToSign(document: ContractDocument): string {
  return Buffer.from(document.html, 'utf8').toString('base64');
}
