export default {
  'request.error.title': 'Request failed',
  'request.error.saveFail': 'Save failed, please try again later',
  'request.error.internal': 'Internal Server Error',
  'request.error.notFound': 'It does not exist, or it was removed',
  'request.error.permission': 'Permission missing',
  'request.error.responseStatus': 'Response status: {status}',
  'request.error.noResponse': 'None response! Please retry.',
  'request.error.request': 'Request error, please retry.',
  'request.error.download': 'Download failed, please try again later',
  'session.expired': 'login expired, please log in again',
};
