/**
 * The menu button of the header (top layout, and always under /control): a
 * dropdown with the whole menu tree the user may see, dynamic entries
 * included; the button is titled after the current section, which the first
 * path segment names, or after a screen that stands alone at the top of the
 * route table, hidden from the menu (one unit's timeline, /unit/...).
 */
import { AppstoreOutlined } from "@ant-design/icons";
import { useAccess, useIntl, useLocation } from "@umijs/max";
import { Button, Dropdown } from "antd";
import { useMemo } from "react";
import { menuTree, standaloneScreen } from "./menuTree";
import { sectionOf, useDynamicMenu } from "./pageMenu/dynamicMenu";
import { pageMenuItems } from "./pageMenu/PageMenu";

export default function HeaderMenu() {
  const access = useAccess();
  const intl = useIntl();
  const dynamic = useDynamicMenu();
  const { pathname } = useLocation();
  const tree = useMemo(() => menuTree(access), [access]);
  const items = useMemo(
    () => pageMenuItems(tree, dynamic, (id) => intl.formatMessage({ id })),
    [tree, dynamic, intl],
  );
  const section =
    tree.find((node) => node.path === sectionOf(pathname)) ??
    standaloneScreen(pathname);
  const label = intl.formatMessage({ id: "header.menu" });
  // The header's title area sends any click in it home (ProLayout's onMenuHeaderClick); React events
  // of the portalled dropdown bubble there too, so they stop here.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Dropdown
        trigger={["click"]}
        menu={{ items }}
        rootClassName="console-header-menu"
        overlayStyle={{ minWidth: 200 }}
      >
        <Button
          type="text"
          icon={<AppstoreOutlined />}
          aria-label={label}
          title={label}
          data-testid="header-menu"
        >
          {section ? (
            <span data-testid="header-menu-title">
              {intl.formatMessage({ id: section.titleId })}
            </span>
          ) : null}
        </Button>
      </Dropdown>
    </span>
  );
}
