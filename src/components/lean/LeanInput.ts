/**
 * antd's Input, Input.Password and Input.Search for the public pages, the
 * lists' search forms and keyword boxes, and the forms that draw no other
 * input (a member's and the enterprise's), taken from their own modules:
 * antd's input index also brings TextArea (with its autosize), OTP and
 * Group, which those screens never draw. The same components, so the same
 * DOM and styles.
 */
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import Search from 'antd/es/input/Search';

export { Input, Password, Search };
