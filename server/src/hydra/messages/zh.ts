import type { MessageTable } from './catalogue.js';

/** Chinese (Simplified): 您; 租户、公司、供应商、合同、合同版本、模板、文件、语言、来源. */
export const zh = {
  // hydra:title of every error
  'An error occurred': '发生错误',
  // hydra:description of errors without violations
  'Access Denied': '拒绝访问',
  'Not Found': '未找到',
  'Invalid IRI': '无效的引用',
  'Method Not Allowed': '不允许使用此方法',
  'Syntax error': '语法错误',
  'Invalid query parameter': '无效的查询参数',
  'The content-type is not supported.': '不支持此内容类型。',
  'The file type is not supported.': '不支持此文件类型。',
  'Request Entity Too Large': '请求过大',
  'Internal Server Error': '服务器内部错误',
  'Account deactivated': '账户已停用',
  'Bad Request': '无效的请求',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': '此值不能为空。',
  'This value is already used.': '此值已被使用。',
  'This field was not expected.': '此字段是多余的。',
  'This value is not valid.': '此值无效。',
  'This value is too long. It should have {0} characters or less.': '此值太长，最多只能包含 {0} 个字符。',
  'This value is too short. It should have {0} characters or more.': '此值太短，至少应包含 {0} 个字符。',
  'This value should be of type {0}.': '此值的类型应为 {0}。',
  'This value should be greater than or equal to {0}.': '此值应大于或等于 {0}。',
  'This value should be less than or equal to {0}.': '此值应小于或等于 {0}。',
  'This value is not a valid email address.': '此值不是有效的电子邮件地址。',
  'This value is not a valid locale.': '此值不是有效的语言。',
  'This value is not a valid origin (scheme://host[:port]).': '此值不是有效的来源（scheme://host[:port]）。',
  'This value is not a valid date.': '此值不是有效的日期。',
  'This value matches more than one item.': '此值匹配到多个项。',
  'This item does not exist or cannot be chosen here.': '此项不存在或无法在此处选择。',
  'This address belongs to another tenant.': '此地址属于其他租户。',
  'This provider belongs to another tenant.': '此供应商属于其他租户。',
  'This company belongs to another tenant.': '此公司属于其他租户。',
  'This tenant already has a JWK URL.': '此租户已有 JWK URL。',
  'The file content does not match its declared type.': '文件内容与声明的类型不符。',
  'A signed contract version cannot be deleted.': '已签署的合同版本无法删除。',
  'A signed contract cannot be deleted; set its realEnd instead.':
    '已签署的合同无法删除；请改为设置其实际结束日期（realEnd）。',
  'This contract is already signed.': '此合同已签署。',
  'This contract version is already signed.': '此合同版本已签署。',
  'No version of this contract was sent to you.': '此合同没有任何版本发送给您。',
  'The end should not be before the start.': '结束日期不能早于开始日期。',
  "This version belongs to another template than the contract's.": '此版本所属的模板与合同的模板不同。',
  'This template version is a draft: publish it before sending it.': '此模板版本是草稿：请先发布再发送。',
  'A signature cannot be withdrawn.': '签名无法撤回。',
  "This tenant's storage is full (at most {0} files, {1} in all).": '此租户的存储空间已满（最多 {0} 个文件，共 {1}）。',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} 必须是正整数',
  '{0} should be one of 1, 0, true, false': '{0} 必须是 1、0、true 或 false',
  '{0} should be a date formatted YYYY-MM-DD': '{0} 必须是格式为 YYYY-MM-DD 的日期',
  '{0} should be an id': '{0} 必须是标识符',
  '{0} should be asc or desc': '{0} 必须是 asc 或 desc',
  '{0} should be one of {1}': '{0} 必须是以下值之一：{1}',
  '{0} should be an id or a contract template IRI': '{0} 必须是标识符或合同模板的 IRI',
  '{0} should be a company IRI or uuid': '{0} 必须是公司的 IRI 或 UUID',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    '此列表有 {0} 项；pagination=false 最多返回 {1} 项。请使用 page 和 itemsPerPage。',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false 仅适用于不属于任何公司的用户（not_null[company]=false）；请使用 page 和 itemsPerPage（最多 {0}）',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': '未知的列 {0}；此列表的列为 {1}',
  'Too many {0} values: at most {1}': '{0} 的值过多：最多 {1} 个',
  '{0} should have at most {1} characters': '{0} 最多只能包含 {1} 个字符',
} satisfies MessageTable;
