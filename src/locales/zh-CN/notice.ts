export default {
  'notice.title': '消息通知',
  'notice.allViewed': '所有通知都已查看',
  'notice.goTo': '前往',
  'notice.unreadable': '无法显示的通知',
  'notice.ota.finished': '{device} 已完成 OTA 升级 {version}',
  'notice.ota.push.finished': 'OTA 推送 {name} 已完成：安装 {installed} 台，失败 {failed} 台，离线 {offline} 台',
  'notice.robot.fault': '机器人 {device} 报告故障 {code}',
  'notice.member.joined': '{name} 加入了您的企业',
};
