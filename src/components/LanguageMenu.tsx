/**
 * The language selector's button; its dropdown (LanguageDropdown: the
 * catalog's locales by name, grouped by how fully translated) loads when the pointer first
 * reaches the button and opens then.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';

const LanguageDropdown = lazy(
  () => import(/* webpackChunkName: "language-menu" */ './LanguageDropdown'),
);

export default function LanguageMenu() {
  const intl = useIntl();
  const [wanted, setWanted] = useState(false);
  // Whether the pointer is still on the button when the dropdown arrives (it opens only then).
  const pointerInside = useRef(false);
  const label = intl.formatMessage({ id: 'lang.label' });
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={label}
      title={label}
      data-testid="language-menu"
      onMouseEnter={() => {
        pointerInside.current = true;
        setWanted(true);
      }}
      onMouseLeave={() => {
        pointerInside.current = false;
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdown openAtOnce={pointerInside}>{button}</LanguageDropdown>
    </Suspense>
  );
}
