/**
 * antd's Input and Input.Password for the public pages and the forms that
 * draw no other input (a member's and the enterprise's), taken from their own
 * modules: antd's input index also brings TextArea (with its autosize),
 * Search, OTP and Group, which those screens never draw. The same
 * components, so the same DOM and styles.
 */
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';

export { Input, Password };
