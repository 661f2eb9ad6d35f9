/** The dispatch map (issue 7). */
export default {
  'enum.nodeType.1': 'Pose calibration',
  'enum.nodeType.2': 'Start positioning',
  'enum.nodeType.3': 'Standby',
  'enum.nodeType.4': 'Path',
  'enum.nodeType.5': 'Delivery',
  'enum.nodeType.6': 'Elevator',
  'enum.robotState.1': 'Operative',
  'enum.robotState.2': 'Standby',
  'enum.robotState.3': 'Charging',
};
