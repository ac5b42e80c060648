#include "ThreadLocal.h"

OBSERVATORY_TLS void *_Nullable observatory_tls_current_frame = 0;
OBSERVATORY_TLS void *_Nullable observatory_tls_spare_frame = 0;
