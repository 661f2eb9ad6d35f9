export default {
  'request.error.title': '请求失败',
  'request.error.saveFail': '保存失败，请稍后再试',
  'request.error.internal': 'Internal Server Error',
  'request.error.notFound': '该记录不存在或已被删除',
  'request.error.permission': '缺少权限',
  'request.error.responseStatus': 'Response status: {status}',
  'request.error.noResponse': 'None response! Please retry.',
  'request.error.request': 'Request error, please retry.',
  'request.error.download': '下载失败，请稍后重试',
  'session.expired': '登录已过期，请重新登录',
};
