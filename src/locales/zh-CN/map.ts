/** 调度地图（issue 7）。 */
export default {
  'enum.nodeType.1': '位姿校准',
  'enum.nodeType.2': '起始定位',
  'enum.nodeType.3': '待命',
  'enum.nodeType.4': '路径',
  'enum.nodeType.5': '配送',
  'enum.nodeType.6': '电梯',
  'enum.robotState.1': '工作中',
  'enum.robotState.2': '待命',
  'enum.robotState.3': '充电中',
};
