/**
 * JSX typings of the embed widgets for React 19 hosts (published as
 * `/embed/biz-widgets-react.d.ts`, beside `biz-widgets.d.ts`). React 19 passes custom-element
 * props starting with `on` as event listeners, so the events bind as props:
 *
 *   <biz-consultation-form locale="kk" product="virtual-ats"
 *     onbiz-success={(event) => track(event.detail.requestId)} />
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  BizErrorDetail,
  BizReadyDetail,
  BizSubmitDetail,
  BizSuccessDetail,
  BizWidgetElement,
  BizWidgetLocale,
} from './types.d.ts';

interface BizWidgetProps extends DetailedHTMLProps<
  HTMLAttributes<BizWidgetElement>,
  BizWidgetElement
> {
  locale?: BizWidgetLocale;
  'api-base'?: string;
  'onbiz-ready'?: (event: CustomEvent<BizReadyDetail>) => void;
  'onbiz-submit'?: (event: CustomEvent<BizSubmitDetail>) => void;
  'onbiz-success'?: (event: CustomEvent<BizSuccessDetail>) => void;
  'onbiz-error'?: (event: CustomEvent<BizErrorDetail>) => void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'biz-consultation-form': BizWidgetProps & { product?: string };
      'biz-handset-check': BizWidgetProps;
      'biz-address-check': BizWidgetProps;
    }
  }
}
