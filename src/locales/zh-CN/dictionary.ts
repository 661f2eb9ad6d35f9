/** The names of the seeded dictionary entries (disciplines and platform tags of software modules; issue 37). */
export default {
  'dictionary.discipline.navigation': '导航',
  'dictionary.discipline.drivers': '驱动',
  'dictionary.discipline.embedded': '嵌入式',
  'dictionary.discipline.planning': '规划',
  'dictionary.discipline.backend': '后端',
  'dictionary.discipline.application': '应用',
  'dictionary.discipline.integration': '集成',
  'dictionary.discipline.safety': '安全',
  'dictionary.platformTag.ROS2': 'ROS 2',
  'dictionary.platformTag.RTOS': 'RTOS',
  'dictionary.platformTag.Linux': 'Linux',
  'dictionary.platformTag.Android': 'Android',
};
