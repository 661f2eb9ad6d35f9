/**
 * The frame of every public page (login, registration, recovery, invitation):
 * a centred card with the language menu, a title, an optional subtitle and
 * steps, and a phone layout. Light on purpose: the login page's whole load
 * is budgeted (docs/performance.md, 'Byte budgets'), so the card and the headings are
 * antd's own styles without what antd's Card and Typography import besides
 * (src/components/lean), and the steps come from the caller (AuthShell).
 * The public pages have no antd sheet: the frame brings the style functions
 * of the parts they draw (src/startup/styleFunctions.ts), so they draw at once.
 */
import * as cardStyle from 'antd/es/card/style/index.js?styles';
import * as formItemStyle from 'antd/es/form/style/fallbackCmp.js?styles';
import * as formStyle from 'antd/es/form/style/index.js?styles';
import * as gridStyle from 'antd/es/grid/style/index.js?styles';
import * as inputStyle from 'antd/es/input/style/index.js?styles';
import * as typographyStyle from 'antd/es/typography/style/index.js?styles';
import type { ReactNode } from 'react';
import { takeStyles } from '@/startup/styleFunctions';
import LanguageMenu from './LanguageMenu';
import LeanCard from './lean/LeanCard';
import { LeanParagraph, LeanTitle } from './lean/LeanTypography';
import styles from './AuthFrame.less';

takeStyles(cardStyle, formStyle, formItemStyle, gridStyle, inputStyle, typographyStyle);

export interface AuthFrameProps {
  title: string;
  subtitle?: string;
  /** Drawn under the title (the flows' steps). */
  steps?: ReactNode;
  /** Laid out for a phone: full width, no card border. */
  mobile?: boolean;
  children: ReactNode;
}

export default function AuthFrame({ title, subtitle, steps, mobile, children }: AuthFrameProps) {
  return (
    <div className={mobile ? styles.mobilePage : styles.page}>
      <div className={styles.lang}>
        <LanguageMenu />
      </div>
      <LeanCard className={mobile ? styles.mobileCard : styles.card} bordered={!mobile}>
        <LeanTitle level={3} className={styles.title}>
          {title}
        </LeanTitle>
        {subtitle && (
          <LeanParagraph type="secondary" className={styles.subtitle}>
            {subtitle}
          </LeanParagraph>
        )}
        {steps}
        {children}
      </LeanCard>
    </div>
  );
}
