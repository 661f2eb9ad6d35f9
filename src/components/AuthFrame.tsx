/**
 * The frame of every public page (login, registration, recovery, invitation):
 * a centred card with the language menu, a title, an optional subtitle and
 * steps, and a phone layout. The steps come from the caller (AuthShell).
 * The card and its headings are plain elements with the frame's own styles:
 * antd's Card and Typography would bring Tabs, Skeleton and the copy and
 * ellipsis machinery to every public page for a box and two lines of text.
 */
import type { ReactNode } from 'react';
import LanguageMenu from './LanguageMenu';
import styles from './AuthFrame.less';

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
      <main className={mobile ? styles.mobileCard : styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {steps}
        {children}
      </main>
    </div>
  );
}
