/** The names of the seeded dictionary entries (disciplines and platform tags of software modules; issue 37). */
export default {
  'dictionary.discipline.navigation': 'Navigation',
  'dictionary.discipline.drivers': 'Drivers',
  'dictionary.discipline.embedded': 'Embedded',
  'dictionary.discipline.planning': 'Planning',
  'dictionary.discipline.backend': 'Backend',
  'dictionary.discipline.application': 'Application',
  'dictionary.discipline.integration': 'Integration',
  'dictionary.discipline.safety': 'Safety',
  'dictionary.platformTag.ROS2': 'ROS 2',
  'dictionary.platformTag.RTOS': 'RTOS',
  'dictionary.platformTag.Linux': 'Linux',
  'dictionary.platformTag.Android': 'Android',
};
