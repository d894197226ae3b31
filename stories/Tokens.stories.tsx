import type { Story } from '@ladle/react';
import type { CSSProperties, ReactNode } from 'react';
import {
  focusRing,
  KitProvider,
  SIZES,
  siteTheme,
  siteTokens,
  STATUS_COLORS,
  touchTheme,
  touchTokens,
  vars,
  type ThemeTokens,
} from '../lib/index.ts';

export default { title: 'Kit / Tokens' };

/** The sheet's own words; the kit's components carry theirs, a story page its. */
const words = {
  ru: {
    site: 'Тема сайта',
    touch: 'Сенсорная тема (киоск)',
    sizes: 'Размеры элементов управления',
    targets: 'Области нажатия',
    minTarget: 'наименьшая',
    cell: 'день календаря',
    optionHeight: 'строка списка',
    iconBox: 'значок раздела',
    status: 'Цвета статусов',
    type: 'Шрифт',
    headings: 'Заголовки',
    sample: 'Тариф для бизнеса',
    space: 'Отступы',
    radius: 'Скругления',
    focus: 'Фокус',
    focused: 'Элемент в фокусе',
  },
  kk: {
    site: 'Сайт тақырыбы',
    touch: 'Сенсорлы тақырып (киоск)',
    sizes: 'Басқару элементтерінің өлшемдері',
    targets: 'Басу аймақтары',
    minTarget: 'ең кішісі',
    cell: 'күнтізбе күні',
    optionHeight: 'тізім жолы',
    iconBox: 'бөлім белгішесі',
    status: 'Күй түстері',
    type: 'Қаріп',
    headings: 'Тақырыптар',
    sample: 'Бизнеске арналған тариф',
    space: 'Шегіністер',
    radius: 'Дөңгелектеу',
    focus: 'Фокус',
    focused: 'Фокустағы элемент',
  },
};
type Words = (typeof words)['ru'];

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 12 };
const caption: CSSProperties = {
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
};
const outlined: CSSProperties = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `${vars.control.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.background,
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <h3 style={{ margin: 0, fontSize: vars.font.size.l, lineHeight: vars.font.lineHeight.l }}>
        {title}
      </h3>
      {children}
    </div>
  );
}

/** One labelled sample: the thing, then its name and value under it. */
function Sample({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 4, justifyItems: 'start' }}>
      {children}
      <span style={caption}>
        {label} · {value}
      </span>
    </div>
  );
}

/** Every token group of one theme, drawn with the theme's own custom properties. */
function Sheet({
  theme,
  tokens,
  title,
  w,
}: {
  theme: string;
  tokens: ThemeTokens;
  title: string;
  w: Words;
}) {
  const targets = ['minTarget', 'cell', 'optionHeight', 'iconBox'] as const;
  return (
    <section
      className={theme}
      aria-label={title}
      style={{
        display: 'grid',
        gap: 24,
        padding: 16,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.l,
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.family,
        fontSize: vars.font.size.m,
        lineHeight: vars.font.lineHeight.m,
      }}
    >
      <h2 style={{ margin: 0, fontSize: vars.font.heading.h4, lineHeight: 1.3 }}>{title}</h2>

      <Part title={w.sizes}>
        <div style={row}>
          {SIZES.map((size) => (
            <Sample key={size} label={size} value={tokens.control.height[size]}>
              <div
                style={{
                  ...outlined,
                  height: vars.control.height[size],
                  paddingInline: vars.control.paddingX[size],
                  fontSize: vars.control.fontSize[size],
                }}
              >
                {size}
              </div>
            </Sample>
          ))}
        </div>
      </Part>

      <Part title={w.targets}>
        <div style={row}>
          {targets.map((target) => (
            <Sample key={target} label={w[target]} value={tokens.control[target]}>
              <div
                style={{
                  ...outlined,
                  width: vars.control[target],
                  height: vars.control[target],
                  background: vars.color.brandSoft,
                  borderColor: vars.color.brand,
                }}
              />
            </Sample>
          ))}
        </div>
      </Part>

      <Part title={w.status}>
        <div style={{ ...row, alignItems: 'stretch' }}>
          {STATUS_COLORS.map((color) => (
            <div
              key={color}
              style={{
                display: 'grid',
                gap: 2,
                minWidth: 112,
                padding: `${vars.space.xs} ${vars.space.s}`,
                border: `1px solid ${vars.status[color].border}`,
                borderRadius: vars.radius.m,
                background: vars.status[color].background,
                color: vars.status[color].text,
                fontSize: vars.font.size.s,
                lineHeight: vars.font.lineHeight.s,
              }}
            >
              <strong>{color}</strong>
              <span>
                {tokens.status[color].text} / {tokens.status[color].background}
              </span>
            </div>
          ))}
        </div>
      </Part>

      <Part title={w.type}>
        <div style={{ display: 'grid', gap: 4 }}>
          {SIZES.map((size) => (
            <Sample
              key={size}
              label={size}
              value={`${tokens.font.size[size]} / ${tokens.font.lineHeight[size]}`}
            >
              <span
                style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] }}
              >
                {w.sample}
              </span>
            </Sample>
          ))}
        </div>
      </Part>

      <Part title={w.headings}>
        <div style={{ display: 'grid', gap: 4 }}>
          {(['h1', 'h2', 'h3', 'h4'] as const).map((level) => (
            <Sample key={level} label={level} value={tokens.font.heading[level]}>
              <span
                style={{
                  fontSize: vars.font.heading[level],
                  lineHeight: 1.25,
                  fontWeight: vars.font.weightBold,
                }}
              >
                {w.sample}
              </span>
            </Sample>
          ))}
        </div>
      </Part>

      <Part title={w.space}>
        <div style={{ display: 'grid', gap: 4 }}>
          {(Object.keys(tokens.space) as (keyof ThemeTokens['space'])[]).map((step) => (
            <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ ...caption, minWidth: 72 }}>
                {step} · {tokens.space[step]}
              </span>
              <span style={{ width: vars.space[step], height: 12, background: vars.color.brand }} />
            </div>
          ))}
        </div>
      </Part>

      <Part title={w.radius}>
        <div style={row}>
          {(Object.keys(tokens.radius) as (keyof ThemeTokens['radius'])[]).map((radius) => (
            <Sample key={radius} label={radius} value={tokens.radius[radius]}>
              <div
                style={{
                  ...outlined,
                  width: 64,
                  height: 40,
                  borderRadius: vars.radius[radius],
                }}
              />
            </Sample>
          ))}
        </div>
      </Part>

      <Part title={w.focus}>
        <Sample
          label={w.focus}
          value={`${tokens.focusRing.width} ${tokens.color.focus}, ${tokens.focusRing.offset} ${tokens.color.focusText}`}
        >
          <div style={{ padding: 8 }}>
            <span
              style={{
                ...outlined,
                ...focusRing,
                minHeight: vars.control.height.m,
                paddingInline: vars.control.paddingX.m,
              }}
            >
              {w.focused}
            </span>
          </div>
        </Sample>
      </Part>
    </section>
  );
}

const sideBySide: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(520px, 1fr))',
  gap: 16,
  alignItems: 'start',
};

export const SiteTheme: Story = () => (
  <Sheet theme={siteTheme} tokens={siteTokens} title={words.ru.site} w={words.ru} />
);

export const TouchTheme: Story = () => (
  <Sheet theme={touchTheme} tokens={touchTokens} title={words.ru.touch} w={words.ru} />
);

export const SiteAndTouch: Story = () => (
  <div style={sideBySide}>
    <Sheet theme={siteTheme} tokens={siteTokens} title={words.ru.site} w={words.ru} />
    <Sheet theme={touchTheme} tokens={touchTokens} title={words.ru.touch} w={words.ru} />
  </div>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={sideBySide}>
      <Sheet theme={siteTheme} tokens={siteTokens} title={words.kk.site} w={words.kk} />
      <Sheet theme={touchTheme} tokens={touchTokens} title={words.kk.touch} w={words.kk} />
    </div>
  </KitProvider>
);
