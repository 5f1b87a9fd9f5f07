import type { MessageTable } from './catalogue.js';

/** Arabic: formal; المستأجر، الشركة، المزوّد، العقد، نسخة العقد، القالب، الملف، اللغة، المصدر. */
export const ar = {
  // hydra:title of every error
  'An error occurred': 'حدث خطأ',
  // hydra:description of errors without violations
  'Access Denied': 'تم رفض الوصول',
  'Not Found': 'غير موجود',
  'Invalid IRI': 'مرجع غير صالح',
  'Method Not Allowed': 'الطريقة غير مسموح بها',
  'Syntax error': 'خطأ في الصياغة',
  'Invalid query parameter': 'معامل استعلام غير صالح',
  'The content-type is not supported.': 'نوع المحتوى هذا غير مدعوم.',
  'The file type is not supported.': 'نوع الملف هذا غير مدعوم.',
  'Request Entity Too Large': 'الطلب كبير جدًا',
  'Internal Server Error': 'خطأ داخلي في الخادم',
  'Account deactivated': 'تم إلغاء تنشيط الحساب',
  'Bad Request': 'طلب غير صالح',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'يجب ألا تكون هذه القيمة فارغة.',
  'This value is already used.': 'هذه القيمة مستخدمة بالفعل.',
  'This field was not expected.': 'لم يكن هذا الحقل متوقعًا.',
  'This value is not valid.': 'هذه القيمة غير صالحة.',
  'This value is too long. It should have {0} characters or less.':
    'هذه القيمة طويلة جدًا. يجب ألا يتجاوز عدد أحرفها {0}.',
  'This value is too short. It should have {0} characters or more.':
    'هذه القيمة قصيرة جدًا. يجب ألا يقل عدد أحرفها عن {0}.',
  'This value should be of type {0}.': 'يجب أن تكون هذه القيمة من النوع {0}.',
  'This value should be greater than or equal to {0}.': 'يجب أن تكون هذه القيمة أكبر من {0} أو مساوية له.',
  'This value should be less than or equal to {0}.': 'يجب أن تكون هذه القيمة أصغر من {0} أو مساوية له.',
  'This value is not a valid email address.': 'هذه القيمة ليست عنوان بريد إلكتروني صالحًا.',
  'This value is not a valid locale.': 'هذه القيمة ليست لغة صالحة.',
  'This value is not a valid origin (scheme://host[:port]).': 'هذه القيمة ليست مصدرًا صالحًا (scheme://host[:port]).',
  'This value is not a valid date.': 'هذه القيمة ليست تاريخًا صالحًا.',
  'This value matches more than one item.': 'تطابق هذه القيمة أكثر من عنصر واحد.',
  'This item does not exist or cannot be chosen here.': 'هذا العنصر غير موجود أو لا يمكن اختياره هنا.',
  'This address belongs to another tenant.': 'هذا العنوان تابع لمستأجر آخر.',
  'This provider belongs to another tenant.': 'هذا المزوّد تابع لمستأجر آخر.',
  'This company belongs to another tenant.': 'هذه الشركة تابعة لمستأجر آخر.',
  'This tenant already has a JWK URL.': 'لدى هذا المستأجر عنوان JWK بالفعل.',
  'The file content does not match its declared type.': 'محتوى الملف لا يطابق النوع المُعلَن.',
  'A signed contract version cannot be deleted.': 'لا يمكن حذف نسخة عقد موقّعة.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'لا يمكن حذف عقد موقّع؛ يُرجى تحديد تاريخ انتهائه الفعلي (realEnd) بدلًا من ذلك.',
  'This contract is already signed.': 'هذا العقد موقّع بالفعل.',
  'This contract version is already signed.': 'نسخة العقد هذه موقّعة بالفعل.',
  'No version of this contract was sent to you.': 'لم تُرسَل إليك أي نسخة من هذا العقد.',
  'The end should not be before the start.': 'يجب ألا تكون النهاية قبل البداية.',
  "This version belongs to another template than the contract's.": 'تتبع هذه النسخة قالبًا غير قالب العقد.',
  'This template version is a draft: publish it before sending it.': 'هذا الإصدار من القالب مسودة: انشره قبل إرساله.',
  'A signature cannot be withdrawn.': 'لا يمكن سحب التوقيع.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'مساحة تخزين هذا المستأجر ممتلئة ({0} ملفات على الأكثر، و{1} إجمالًا).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': 'يجب أن يكون {0} عددًا صحيحًا موجبًا',
  '{0} should be one of 1, 0, true, false': 'يجب أن تكون قيمة {0} إحدى القيم 1 أو 0 أو true أو false',
  '{0} should be a date formatted YYYY-MM-DD': 'يجب أن يكون {0} تاريخًا بالتنسيق YYYY-MM-DD',
  '{0} should be an id': 'يجب أن يكون {0} معرّفًا',
  '{0} should be asc or desc': 'يجب أن تكون قيمة {0} إما asc أو desc',
  '{0} should be one of {1}': 'يجب أن تكون قيمة {0} إحدى القيم التالية: {1}',
  '{0} should be an id or a contract template IRI': 'يجب أن يكون {0} معرّفًا أو عنوان IRI لقالب عقد',
  '{0} should be a company IRI or uuid': 'يجب أن يكون {0} عنوان IRI أو معرّف UUID لشركة',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'عدد عناصر هذه القائمة {0}؛ ولا يُرجع pagination=false أكثر من {1}. يُرجى استخدام page و itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'لا يتوفر pagination=false إلا للمستخدمين غير المرتبطين بشركة (not_null[company]=false)؛ يُرجى استخدام page و itemsPerPage (بحد أقصى {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'عمود غير معروف {0}؛ أعمدة هذه القائمة هي {1}',
  'Too many {0} values: at most {1}': 'قيم كثيرة جدًا لـ {0}: {1} على الأكثر',
  '{0} should have at most {1} characters': 'يجب ألا يتجاوز عدد أحرف {0} {1}',
} satisfies MessageTable;
