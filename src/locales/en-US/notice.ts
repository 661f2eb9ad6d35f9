export default {
  'notice.title': 'Notifications',
  'notice.allViewed': 'All notifications have been viewed',
  'notice.goTo': 'Go to',
  'notice.unreadable': 'A notification that cannot be shown',
  'notice.ota.finished': 'OTA upgrade {version} finished on {assetNumber}',
  'notice.ota.finished.brief': 'An OTA upgrade finished',
  'notice.ota.push.finished': 'OTA push {name} finished: {installed} installed, {failed} failed',
  'notice.ota.push.finished.brief': 'An OTA push finished',
  'notice.robot.fault': 'Robot {assetNumber} reported fault {code}',
  'notice.robot.fault.brief': 'A robot reported a fault',
  'notice.member.joined': '{name} joined your enterprise',
  'notice.member.joined.brief': 'A new member joined your enterprise',
};
