export default {
  'notice.title': 'Notifications',
  'notice.allViewed': 'All notifications have been viewed',
  'notice.goTo': 'Go to',
  'notice.unreadable': 'A notification that cannot be shown',
  'notice.ota.finished': 'OTA upgrade {version} finished on {device}',
  'notice.ota.push.finished': 'OTA push {name} finished: {installed} installed, {failed} failed, {offline} offline',
  'notice.robot.fault': 'Robot {device} reported fault {code}',
  'notice.member.joined': '{name} joined your enterprise',
};
