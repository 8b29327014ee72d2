import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../languages/language-switch';

/** The frame of the public pages: sign-in, forgot password, reset password. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Flex justify="flex-end" style={{ width: 400, marginBottom: 8 }}>
        <LanguageSwitch />
      </Flex>
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {t('app.name')}
        </Typography.Title>
        <Typography.Title level={5} style={{ textAlign: 'center', marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
