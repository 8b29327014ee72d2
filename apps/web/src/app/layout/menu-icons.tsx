import {
  AimOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AlertOutlined,
  BarChartOutlined,
  BuildOutlined,
  BulbOutlined,
  CalendarOutlined,
  CodeSandboxOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FundOutlined,
  HomeOutlined,
  NodeIndexOutlined,
  ReadOutlined,
  SafetyOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The icons menus may name (menu data comes from the server, icons by name). */
const icons: Record<string, ReactNode> = {
  AimOutlined: <AimOutlined />,
  ApartmentOutlined: <ApartmentOutlined />,
  AlertOutlined: <AlertOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  BuildOutlined: <BuildOutlined />,
  BulbOutlined: <BulbOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  CodeSandboxOutlined: <CodeSandboxOutlined />,
  FieldTimeOutlined: <FieldTimeOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  FundOutlined: <FundOutlined />,
  HomeOutlined: <HomeOutlined />,
  NodeIndexOutlined: <NodeIndexOutlined />,
  ReadOutlined: <ReadOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  SearchOutlined: <SearchOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  TeamOutlined: <TeamOutlined />,
  ToolOutlined: <ToolOutlined />,
};

export function menuIcon(name: string | null): ReactNode {
  return name ? (icons[name] ?? <AppstoreOutlined />) : undefined;
}
