/** The full-page spinner shown while the initial state loads (section 1). */
import { Spin } from 'antd';

export default function Loading() {
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="page-loading"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100vh' }}
    >
      <Spin size="large" />
    </div>
  );
}
