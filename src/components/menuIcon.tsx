/**
 * Menu icons resolved by name (specification section 2): home, audit, user
 * group add, hard disk, USB, file search, crown; anything else is Android.
 */
import {
  AndroidOutlined,
  AuditOutlined,
  CrownOutlined,
  FileSearchOutlined,
  HddOutlined,
  HomeOutlined,
  UsbOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import React from 'react';

const ICONS: Record<string, React.ComponentType> = {
  home: HomeOutlined,
  audit: AuditOutlined,
  usergroupAdd: UsergroupAddOutlined,
  hdd: HddOutlined,
  usb: UsbOutlined,
  fileSearch: FileSearchOutlined,
  crown: CrownOutlined,
};

export const DEFAULT_MENU_ICON = AndroidOutlined;

export function menuIcon(name: unknown): React.ReactNode {
  if (React.isValidElement(name)) return name;
  const Icon = (typeof name === 'string' && ICONS[name]) || DEFAULT_MENU_ICON;
  return <Icon />;
}
