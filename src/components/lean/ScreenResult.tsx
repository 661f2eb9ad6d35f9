/**
 * What a screen shows in place of its content when it has none to show: an
 * unknown record (404, with antd's illustration, whose Result module with
 * its pictures is 9 KB gzip and loads only when shown) or a state with an
 * icon (error, warning, info, success: LeanResult, drawn at once).
 */
import { lazyPart } from '@/components/lazyPart';
import LeanResult, { type LeanResultProps } from './LeanResult';

const IllustratedResult = lazyPart(() => import(/* webpackChunkName: "antd-result" */ 'antd/es/result'));

export interface ScreenResultProps extends Omit<LeanResultProps, 'status'> {
  status: '404' | NonNullable<LeanResultProps['status']>;
}

export default function ScreenResult({ status, ...words }: ScreenResultProps) {
  return status === '404' ? <IllustratedResult status="404" {...words} /> : <LeanResult status={status} {...words} />;
}
