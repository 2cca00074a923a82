/** Texts of system maintenance: log download, upgrade (namespace `settings`). */
export const maintenanceTexts = {
  'zh-cn': {
    'maintenance.logs.title': '服务器日志',
    'maintenance.logs.description': '下载服务器的日志文件（每行一条 JSON 记录），用于排查问题。',
    'maintenance.logs.download': '下载日志',
    'maintenance.logs.progress': '日志下载进度',
    'maintenance.upgrade.title': '数据库升级',
    'maintenance.upgrade.description':
      '执行升级脚本：应用新版本带来的、尚未执行的数据库变更。服务器启动时会自动执行一次，通常无需手动执行。',
    'maintenance.upgrade.run': '执行升级',
    'maintenance.upgrade.confirm':
      '确定执行升级脚本吗？尚未执行的数据库变更将立即应用，且无法撤销。建议先备份数据库。',
    'maintenance.upgrade.applied': '升级完成，本次应用了 {{now}} 项数据库变更：',
    'maintenance.upgrade.appliedList': '本次应用的数据库变更',
    'maintenance.upgrade.before': '此前已应用 {{before}} 项。',
    'maintenance.upgrade.upToDate': '数据库已是最新，无需升级（此前已应用 {{before}} 项变更）。',
  },
  'en-us': {
    'maintenance.logs.title': 'Server log',
    'maintenance.logs.description':
      "Download the server's log file (one JSON record per line) to look into a problem.",
    'maintenance.logs.download': 'Download log',
    'maintenance.logs.progress': 'Log download progress',
    'maintenance.upgrade.title': 'Database upgrade',
    'maintenance.upgrade.description':
      'Run the upgrade script: apply the database changes a new version brings that have not run yet. The server also runs it once at start, so it is rarely needed by hand.',
    'maintenance.upgrade.run': 'Run upgrade',
    'maintenance.upgrade.confirm':
      'Run the upgrade script now? Pending database changes are applied at once and cannot be undone. Back up the database first.',
    'maintenance.upgrade.applied': 'Upgrade finished: database changes applied now: {{now}}.',
    'maintenance.upgrade.appliedList': 'Database changes applied now',
    'maintenance.upgrade.before': 'Applied before: {{before}}.',
    'maintenance.upgrade.upToDate':
      'The database is already up to date; nothing to apply (changes applied before: {{before}}).',
  },
} as const;
