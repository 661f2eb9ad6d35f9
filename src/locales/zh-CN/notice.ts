export default {
  'notice.title': '消息通知',
  'notice.allViewed': '所有通知都已查看',
  'notice.goTo': '前往',
  'notice.unreadable': '无法显示的通知',
  'notice.ota.finished': '{assetNumber} 已完成 OTA 升级 {version}',
  'notice.ota.finished.brief': '一台设备已完成 OTA 升级',
  'notice.ota.push.finished': 'OTA 推送 {name} 已完成：安装 {installed} 台，失败 {failed} 台',
  'notice.ota.push.finished.brief': '一次 OTA 推送已完成',
  'notice.robot.fault': '机器人 {assetNumber} 报告故障 {code}',
  'notice.robot.fault.brief': '有机器人报告了故障',
  'notice.member.joined': '{name} 加入了您的企业',
  'notice.member.joined.brief': '有新成员加入了您的企业',
};
