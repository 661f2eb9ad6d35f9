/**
 * antd's notification, as a module of its own that loads on first use
 * (`loadNotification` in notify.ts), so that the entry chunk does not carry
 * it. A static import here, rather than a dynamic import of 'antd', lets the
 * build take this one export of antd and nothing else.
 */
export { notification } from 'antd';
