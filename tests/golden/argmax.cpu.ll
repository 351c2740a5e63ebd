; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define void @argmax_kernel(ptr nocapture readonly %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6) local_unnamed_addr #0 {
vector.ph:
  %7 = alloca [16 x i32], align 64
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %11 = shl nuw nsw i64 %index, 7
  %12 = shl i64 %index, 7
  %13 = or disjoint i64 %12, 128
  %14 = shl i64 %index, 7
  %15 = or disjoint i64 %14, 256
  %16 = shl i64 %index, 7
  %17 = or disjoint i64 %16, 384
  %18 = getelementptr i8, ptr %8, i64 %11
  %19 = getelementptr i8, ptr %8, i64 %13
  %20 = getelementptr i8, ptr %8, i64 %15
  %21 = getelementptr i8, ptr %8, i64 %17
  %22 = load float, ptr %18, align 4
  %23 = load float, ptr %19, align 4
  %24 = load float, ptr %20, align 4
  %25 = load float, ptr %21, align 4
  %26 = insertelement <4 x float> poison, float %22, i64 0
  %27 = insertelement <4 x float> %26, float %23, i64 1
  %28 = insertelement <4 x float> %27, float %24, i64 2
  %29 = insertelement <4 x float> %28, float %25, i64 3
  %30 = fcmp ole <4 x float> %29, <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>
  %31 = select <4 x i1> %30, <4 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, <4 x float> %29
  %32 = getelementptr i8, ptr %18, i64 4
  %33 = getelementptr i8, ptr %19, i64 4
  %34 = getelementptr i8, ptr %20, i64 4
  %35 = getelementptr i8, ptr %21, i64 4
  %36 = load float, ptr %32, align 4
  %37 = load float, ptr %33, align 4
  %38 = load float, ptr %34, align 4
  %39 = load float, ptr %35, align 4
  %40 = insertelement <4 x float> poison, float %36, i64 0
  %41 = insertelement <4 x float> %40, float %37, i64 1
  %42 = insertelement <4 x float> %41, float %38, i64 2
  %43 = insertelement <4 x float> %42, float %39, i64 3
  %44 = fcmp ugt <4 x float> %43, %31
  %45 = select <4 x i1> %44, <4 x float> %43, <4 x float> %31
  %46 = zext <4 x i1> %44 to <4 x i32>
  %47 = getelementptr i8, ptr %18, i64 8
  %48 = getelementptr i8, ptr %19, i64 8
  %49 = getelementptr i8, ptr %20, i64 8
  %50 = getelementptr i8, ptr %21, i64 8
  %51 = load float, ptr %47, align 4
  %52 = load float, ptr %48, align 4
  %53 = load float, ptr %49, align 4
  %54 = load float, ptr %50, align 4
  %55 = insertelement <4 x float> poison, float %51, i64 0
  %56 = insertelement <4 x float> %55, float %52, i64 1
  %57 = insertelement <4 x float> %56, float %53, i64 2
  %58 = insertelement <4 x float> %57, float %54, i64 3
  %59 = fcmp ugt <4 x float> %58, %45
  %60 = select <4 x i1> %59, <4 x float> %58, <4 x float> %45
  %61 = select <4 x i1> %59, <4 x i32> <i32 2, i32 2, i32 2, i32 2>, <4 x i32> %46
  %62 = getelementptr i8, ptr %18, i64 12
  %63 = getelementptr i8, ptr %19, i64 12
  %64 = getelementptr i8, ptr %20, i64 12
  %65 = getelementptr i8, ptr %21, i64 12
  %66 = load float, ptr %62, align 4
  %67 = load float, ptr %63, align 4
  %68 = load float, ptr %64, align 4
  %69 = load float, ptr %65, align 4
  %70 = insertelement <4 x float> poison, float %66, i64 0
  %71 = insertelement <4 x float> %70, float %67, i64 1
  %72 = insertelement <4 x float> %71, float %68, i64 2
  %73 = insertelement <4 x float> %72, float %69, i64 3
  %74 = fcmp ugt <4 x float> %73, %60
  %75 = select <4 x i1> %74, <4 x float> %73, <4 x float> %60
  %76 = select <4 x i1> %74, <4 x i32> <i32 3, i32 3, i32 3, i32 3>, <4 x i32> %61
  %77 = getelementptr i8, ptr %18, i64 16
  %78 = getelementptr i8, ptr %19, i64 16
  %79 = getelementptr i8, ptr %20, i64 16
  %80 = getelementptr i8, ptr %21, i64 16
  %81 = load float, ptr %77, align 4
  %82 = load float, ptr %78, align 4
  %83 = load float, ptr %79, align 4
  %84 = load float, ptr %80, align 4
  %85 = insertelement <4 x float> poison, float %81, i64 0
  %86 = insertelement <4 x float> %85, float %82, i64 1
  %87 = insertelement <4 x float> %86, float %83, i64 2
  %88 = insertelement <4 x float> %87, float %84, i64 3
  %89 = fcmp ugt <4 x float> %88, %75
  %90 = select <4 x i1> %89, <4 x float> %88, <4 x float> %75
  %91 = select <4 x i1> %89, <4 x i32> <i32 4, i32 4, i32 4, i32 4>, <4 x i32> %76
  %92 = getelementptr i8, ptr %18, i64 20
  %93 = getelementptr i8, ptr %19, i64 20
  %94 = getelementptr i8, ptr %20, i64 20
  %95 = getelementptr i8, ptr %21, i64 20
  %96 = load float, ptr %92, align 4
  %97 = load float, ptr %93, align 4
  %98 = load float, ptr %94, align 4
  %99 = load float, ptr %95, align 4
  %100 = insertelement <4 x float> poison, float %96, i64 0
  %101 = insertelement <4 x float> %100, float %97, i64 1
  %102 = insertelement <4 x float> %101, float %98, i64 2
  %103 = insertelement <4 x float> %102, float %99, i64 3
  %104 = fcmp ugt <4 x float> %103, %90
  %105 = select <4 x i1> %104, <4 x float> %103, <4 x float> %90
  %106 = select <4 x i1> %104, <4 x i32> <i32 5, i32 5, i32 5, i32 5>, <4 x i32> %91
  %107 = getelementptr i8, ptr %18, i64 24
  %108 = getelementptr i8, ptr %19, i64 24
  %109 = getelementptr i8, ptr %20, i64 24
  %110 = getelementptr i8, ptr %21, i64 24
  %111 = load float, ptr %107, align 4
  %112 = load float, ptr %108, align 4
  %113 = load float, ptr %109, align 4
  %114 = load float, ptr %110, align 4
  %115 = insertelement <4 x float> poison, float %111, i64 0
  %116 = insertelement <4 x float> %115, float %112, i64 1
  %117 = insertelement <4 x float> %116, float %113, i64 2
  %118 = insertelement <4 x float> %117, float %114, i64 3
  %119 = fcmp ugt <4 x float> %118, %105
  %120 = select <4 x i1> %119, <4 x float> %118, <4 x float> %105
  %121 = select <4 x i1> %119, <4 x i32> <i32 6, i32 6, i32 6, i32 6>, <4 x i32> %106
  %122 = getelementptr i8, ptr %18, i64 28
  %123 = getelementptr i8, ptr %19, i64 28
  %124 = getelementptr i8, ptr %20, i64 28
  %125 = getelementptr i8, ptr %21, i64 28
  %126 = load float, ptr %122, align 4
  %127 = load float, ptr %123, align 4
  %128 = load float, ptr %124, align 4
  %129 = load float, ptr %125, align 4
  %130 = insertelement <4 x float> poison, float %126, i64 0
  %131 = insertelement <4 x float> %130, float %127, i64 1
  %132 = insertelement <4 x float> %131, float %128, i64 2
  %133 = insertelement <4 x float> %132, float %129, i64 3
  %134 = fcmp ugt <4 x float> %133, %120
  %135 = select <4 x i1> %134, <4 x float> %133, <4 x float> %120
  %136 = select <4 x i1> %134, <4 x i32> <i32 7, i32 7, i32 7, i32 7>, <4 x i32> %121
  %137 = getelementptr i8, ptr %18, i64 32
  %138 = getelementptr i8, ptr %19, i64 32
  %139 = getelementptr i8, ptr %20, i64 32
  %140 = getelementptr i8, ptr %21, i64 32
  %141 = load float, ptr %137, align 4
  %142 = load float, ptr %138, align 4
  %143 = load float, ptr %139, align 4
  %144 = load float, ptr %140, align 4
  %145 = insertelement <4 x float> poison, float %141, i64 0
  %146 = insertelement <4 x float> %145, float %142, i64 1
  %147 = insertelement <4 x float> %146, float %143, i64 2
  %148 = insertelement <4 x float> %147, float %144, i64 3
  %149 = fcmp ugt <4 x float> %148, %135
  %150 = select <4 x i1> %149, <4 x float> %148, <4 x float> %135
  %151 = select <4 x i1> %149, <4 x i32> <i32 8, i32 8, i32 8, i32 8>, <4 x i32> %136
  %152 = getelementptr i8, ptr %18, i64 36
  %153 = getelementptr i8, ptr %19, i64 36
  %154 = getelementptr i8, ptr %20, i64 36
  %155 = getelementptr i8, ptr %21, i64 36
  %156 = load float, ptr %152, align 4
  %157 = load float, ptr %153, align 4
  %158 = load float, ptr %154, align 4
  %159 = load float, ptr %155, align 4
  %160 = insertelement <4 x float> poison, float %156, i64 0
  %161 = insertelement <4 x float> %160, float %157, i64 1
  %162 = insertelement <4 x float> %161, float %158, i64 2
  %163 = insertelement <4 x float> %162, float %159, i64 3
  %164 = fcmp ugt <4 x float> %163, %150
  %165 = select <4 x i1> %164, <4 x float> %163, <4 x float> %150
  %166 = select <4 x i1> %164, <4 x i32> <i32 9, i32 9, i32 9, i32 9>, <4 x i32> %151
  %167 = getelementptr i8, ptr %18, i64 40
  %168 = getelementptr i8, ptr %19, i64 40
  %169 = getelementptr i8, ptr %20, i64 40
  %170 = getelementptr i8, ptr %21, i64 40
  %171 = load float, ptr %167, align 4
  %172 = load float, ptr %168, align 4
  %173 = load float, ptr %169, align 4
  %174 = load float, ptr %170, align 4
  %175 = insertelement <4 x float> poison, float %171, i64 0
  %176 = insertelement <4 x float> %175, float %172, i64 1
  %177 = insertelement <4 x float> %176, float %173, i64 2
  %178 = insertelement <4 x float> %177, float %174, i64 3
  %179 = fcmp ugt <4 x float> %178, %165
  %180 = select <4 x i1> %179, <4 x float> %178, <4 x float> %165
  %181 = select <4 x i1> %179, <4 x i32> <i32 10, i32 10, i32 10, i32 10>, <4 x i32> %166
  %182 = getelementptr i8, ptr %18, i64 44
  %183 = getelementptr i8, ptr %19, i64 44
  %184 = getelementptr i8, ptr %20, i64 44
  %185 = getelementptr i8, ptr %21, i64 44
  %186 = load float, ptr %182, align 4
  %187 = load float, ptr %183, align 4
  %188 = load float, ptr %184, align 4
  %189 = load float, ptr %185, align 4
  %190 = insertelement <4 x float> poison, float %186, i64 0
  %191 = insertelement <4 x float> %190, float %187, i64 1
  %192 = insertelement <4 x float> %191, float %188, i64 2
  %193 = insertelement <4 x float> %192, float %189, i64 3
  %194 = fcmp ugt <4 x float> %193, %180
  %195 = select <4 x i1> %194, <4 x float> %193, <4 x float> %180
  %196 = select <4 x i1> %194, <4 x i32> <i32 11, i32 11, i32 11, i32 11>, <4 x i32> %181
  %197 = getelementptr i8, ptr %18, i64 48
  %198 = getelementptr i8, ptr %19, i64 48
  %199 = getelementptr i8, ptr %20, i64 48
  %200 = getelementptr i8, ptr %21, i64 48
  %201 = load float, ptr %197, align 4
  %202 = load float, ptr %198, align 4
  %203 = load float, ptr %199, align 4
  %204 = load float, ptr %200, align 4
  %205 = insertelement <4 x float> poison, float %201, i64 0
  %206 = insertelement <4 x float> %205, float %202, i64 1
  %207 = insertelement <4 x float> %206, float %203, i64 2
  %208 = insertelement <4 x float> %207, float %204, i64 3
  %209 = fcmp ugt <4 x float> %208, %195
  %210 = select <4 x i1> %209, <4 x float> %208, <4 x float> %195
  %211 = select <4 x i1> %209, <4 x i32> <i32 12, i32 12, i32 12, i32 12>, <4 x i32> %196
  %212 = getelementptr i8, ptr %18, i64 52
  %213 = getelementptr i8, ptr %19, i64 52
  %214 = getelementptr i8, ptr %20, i64 52
  %215 = getelementptr i8, ptr %21, i64 52
  %216 = load float, ptr %212, align 4
  %217 = load float, ptr %213, align 4
  %218 = load float, ptr %214, align 4
  %219 = load float, ptr %215, align 4
  %220 = insertelement <4 x float> poison, float %216, i64 0
  %221 = insertelement <4 x float> %220, float %217, i64 1
  %222 = insertelement <4 x float> %221, float %218, i64 2
  %223 = insertelement <4 x float> %222, float %219, i64 3
  %224 = fcmp ugt <4 x float> %223, %210
  %225 = select <4 x i1> %224, <4 x float> %223, <4 x float> %210
  %226 = select <4 x i1> %224, <4 x i32> <i32 13, i32 13, i32 13, i32 13>, <4 x i32> %211
  %227 = getelementptr i8, ptr %18, i64 56
  %228 = getelementptr i8, ptr %19, i64 56
  %229 = getelementptr i8, ptr %20, i64 56
  %230 = getelementptr i8, ptr %21, i64 56
  %231 = load float, ptr %227, align 4
  %232 = load float, ptr %228, align 4
  %233 = load float, ptr %229, align 4
  %234 = load float, ptr %230, align 4
  %235 = insertelement <4 x float> poison, float %231, i64 0
  %236 = insertelement <4 x float> %235, float %232, i64 1
  %237 = insertelement <4 x float> %236, float %233, i64 2
  %238 = insertelement <4 x float> %237, float %234, i64 3
  %239 = fcmp ugt <4 x float> %238, %225
  %240 = select <4 x i1> %239, <4 x float> %238, <4 x float> %225
  %241 = select <4 x i1> %239, <4 x i32> <i32 14, i32 14, i32 14, i32 14>, <4 x i32> %226
  %242 = getelementptr i8, ptr %18, i64 60
  %243 = getelementptr i8, ptr %19, i64 60
  %244 = getelementptr i8, ptr %20, i64 60
  %245 = getelementptr i8, ptr %21, i64 60
  %246 = load float, ptr %242, align 4
  %247 = load float, ptr %243, align 4
  %248 = load float, ptr %244, align 4
  %249 = load float, ptr %245, align 4
  %250 = insertelement <4 x float> poison, float %246, i64 0
  %251 = insertelement <4 x float> %250, float %247, i64 1
  %252 = insertelement <4 x float> %251, float %248, i64 2
  %253 = insertelement <4 x float> %252, float %249, i64 3
  %254 = fcmp ugt <4 x float> %253, %240
  %255 = select <4 x i1> %254, <4 x float> %253, <4 x float> %240
  %256 = select <4 x i1> %254, <4 x i32> <i32 15, i32 15, i32 15, i32 15>, <4 x i32> %241
  %257 = getelementptr i8, ptr %18, i64 64
  %258 = getelementptr i8, ptr %19, i64 64
  %259 = getelementptr i8, ptr %20, i64 64
  %260 = getelementptr i8, ptr %21, i64 64
  %261 = load float, ptr %257, align 4
  %262 = load float, ptr %258, align 4
  %263 = load float, ptr %259, align 4
  %264 = load float, ptr %260, align 4
  %265 = insertelement <4 x float> poison, float %261, i64 0
  %266 = insertelement <4 x float> %265, float %262, i64 1
  %267 = insertelement <4 x float> %266, float %263, i64 2
  %268 = insertelement <4 x float> %267, float %264, i64 3
  %269 = fcmp ugt <4 x float> %268, %255
  %270 = select <4 x i1> %269, <4 x float> %268, <4 x float> %255
  %271 = select <4 x i1> %269, <4 x i32> <i32 16, i32 16, i32 16, i32 16>, <4 x i32> %256
  %272 = getelementptr i8, ptr %18, i64 68
  %273 = getelementptr i8, ptr %19, i64 68
  %274 = getelementptr i8, ptr %20, i64 68
  %275 = getelementptr i8, ptr %21, i64 68
  %276 = load float, ptr %272, align 4
  %277 = load float, ptr %273, align 4
  %278 = load float, ptr %274, align 4
  %279 = load float, ptr %275, align 4
  %280 = insertelement <4 x float> poison, float %276, i64 0
  %281 = insertelement <4 x float> %280, float %277, i64 1
  %282 = insertelement <4 x float> %281, float %278, i64 2
  %283 = insertelement <4 x float> %282, float %279, i64 3
  %284 = fcmp ugt <4 x float> %283, %270
  %285 = select <4 x i1> %284, <4 x float> %283, <4 x float> %270
  %286 = select <4 x i1> %284, <4 x i32> <i32 17, i32 17, i32 17, i32 17>, <4 x i32> %271
  %287 = getelementptr i8, ptr %18, i64 72
  %288 = getelementptr i8, ptr %19, i64 72
  %289 = getelementptr i8, ptr %20, i64 72
  %290 = getelementptr i8, ptr %21, i64 72
  %291 = load float, ptr %287, align 4
  %292 = load float, ptr %288, align 4
  %293 = load float, ptr %289, align 4
  %294 = load float, ptr %290, align 4
  %295 = insertelement <4 x float> poison, float %291, i64 0
  %296 = insertelement <4 x float> %295, float %292, i64 1
  %297 = insertelement <4 x float> %296, float %293, i64 2
  %298 = insertelement <4 x float> %297, float %294, i64 3
  %299 = fcmp ugt <4 x float> %298, %285
  %300 = select <4 x i1> %299, <4 x float> %298, <4 x float> %285
  %301 = select <4 x i1> %299, <4 x i32> <i32 18, i32 18, i32 18, i32 18>, <4 x i32> %286
  %302 = getelementptr i8, ptr %18, i64 76
  %303 = getelementptr i8, ptr %19, i64 76
  %304 = getelementptr i8, ptr %20, i64 76
  %305 = getelementptr i8, ptr %21, i64 76
  %306 = load float, ptr %302, align 4
  %307 = load float, ptr %303, align 4
  %308 = load float, ptr %304, align 4
  %309 = load float, ptr %305, align 4
  %310 = insertelement <4 x float> poison, float %306, i64 0
  %311 = insertelement <4 x float> %310, float %307, i64 1
  %312 = insertelement <4 x float> %311, float %308, i64 2
  %313 = insertelement <4 x float> %312, float %309, i64 3
  %314 = fcmp ugt <4 x float> %313, %300
  %315 = select <4 x i1> %314, <4 x float> %313, <4 x float> %300
  %316 = select <4 x i1> %314, <4 x i32> <i32 19, i32 19, i32 19, i32 19>, <4 x i32> %301
  %317 = getelementptr i8, ptr %18, i64 80
  %318 = getelementptr i8, ptr %19, i64 80
  %319 = getelementptr i8, ptr %20, i64 80
  %320 = getelementptr i8, ptr %21, i64 80
  %321 = load float, ptr %317, align 4
  %322 = load float, ptr %318, align 4
  %323 = load float, ptr %319, align 4
  %324 = load float, ptr %320, align 4
  %325 = insertelement <4 x float> poison, float %321, i64 0
  %326 = insertelement <4 x float> %325, float %322, i64 1
  %327 = insertelement <4 x float> %326, float %323, i64 2
  %328 = insertelement <4 x float> %327, float %324, i64 3
  %329 = fcmp ugt <4 x float> %328, %315
  %330 = select <4 x i1> %329, <4 x float> %328, <4 x float> %315
  %331 = select <4 x i1> %329, <4 x i32> <i32 20, i32 20, i32 20, i32 20>, <4 x i32> %316
  %332 = getelementptr i8, ptr %18, i64 84
  %333 = getelementptr i8, ptr %19, i64 84
  %334 = getelementptr i8, ptr %20, i64 84
  %335 = getelementptr i8, ptr %21, i64 84
  %336 = load float, ptr %332, align 4
  %337 = load float, ptr %333, align 4
  %338 = load float, ptr %334, align 4
  %339 = load float, ptr %335, align 4
  %340 = insertelement <4 x float> poison, float %336, i64 0
  %341 = insertelement <4 x float> %340, float %337, i64 1
  %342 = insertelement <4 x float> %341, float %338, i64 2
  %343 = insertelement <4 x float> %342, float %339, i64 3
  %344 = fcmp ugt <4 x float> %343, %330
  %345 = select <4 x i1> %344, <4 x float> %343, <4 x float> %330
  %346 = select <4 x i1> %344, <4 x i32> <i32 21, i32 21, i32 21, i32 21>, <4 x i32> %331
  %347 = getelementptr i8, ptr %18, i64 88
  %348 = getelementptr i8, ptr %19, i64 88
  %349 = getelementptr i8, ptr %20, i64 88
  %350 = getelementptr i8, ptr %21, i64 88
  %351 = load float, ptr %347, align 4
  %352 = load float, ptr %348, align 4
  %353 = load float, ptr %349, align 4
  %354 = load float, ptr %350, align 4
  %355 = insertelement <4 x float> poison, float %351, i64 0
  %356 = insertelement <4 x float> %355, float %352, i64 1
  %357 = insertelement <4 x float> %356, float %353, i64 2
  %358 = insertelement <4 x float> %357, float %354, i64 3
  %359 = fcmp ugt <4 x float> %358, %345
  %360 = select <4 x i1> %359, <4 x float> %358, <4 x float> %345
  %361 = select <4 x i1> %359, <4 x i32> <i32 22, i32 22, i32 22, i32 22>, <4 x i32> %346
  %362 = getelementptr i8, ptr %18, i64 92
  %363 = getelementptr i8, ptr %19, i64 92
  %364 = getelementptr i8, ptr %20, i64 92
  %365 = getelementptr i8, ptr %21, i64 92
  %366 = load float, ptr %362, align 4
  %367 = load float, ptr %363, align 4
  %368 = load float, ptr %364, align 4
  %369 = load float, ptr %365, align 4
  %370 = insertelement <4 x float> poison, float %366, i64 0
  %371 = insertelement <4 x float> %370, float %367, i64 1
  %372 = insertelement <4 x float> %371, float %368, i64 2
  %373 = insertelement <4 x float> %372, float %369, i64 3
  %374 = fcmp ugt <4 x float> %373, %360
  %375 = select <4 x i1> %374, <4 x float> %373, <4 x float> %360
  %376 = select <4 x i1> %374, <4 x i32> <i32 23, i32 23, i32 23, i32 23>, <4 x i32> %361
  %377 = getelementptr i8, ptr %18, i64 96
  %378 = getelementptr i8, ptr %19, i64 96
  %379 = getelementptr i8, ptr %20, i64 96
  %380 = getelementptr i8, ptr %21, i64 96
  %381 = load float, ptr %377, align 4
  %382 = load float, ptr %378, align 4
  %383 = load float, ptr %379, align 4
  %384 = load float, ptr %380, align 4
  %385 = insertelement <4 x float> poison, float %381, i64 0
  %386 = insertelement <4 x float> %385, float %382, i64 1
  %387 = insertelement <4 x float> %386, float %383, i64 2
  %388 = insertelement <4 x float> %387, float %384, i64 3
  %389 = fcmp ugt <4 x float> %388, %375
  %390 = select <4 x i1> %389, <4 x float> %388, <4 x float> %375
  %391 = select <4 x i1> %389, <4 x i32> <i32 24, i32 24, i32 24, i32 24>, <4 x i32> %376
  %392 = getelementptr i8, ptr %18, i64 100
  %393 = getelementptr i8, ptr %19, i64 100
  %394 = getelementptr i8, ptr %20, i64 100
  %395 = getelementptr i8, ptr %21, i64 100
  %396 = load float, ptr %392, align 4
  %397 = load float, ptr %393, align 4
  %398 = load float, ptr %394, align 4
  %399 = load float, ptr %395, align 4
  %400 = insertelement <4 x float> poison, float %396, i64 0
  %401 = insertelement <4 x float> %400, float %397, i64 1
  %402 = insertelement <4 x float> %401, float %398, i64 2
  %403 = insertelement <4 x float> %402, float %399, i64 3
  %404 = fcmp ugt <4 x float> %403, %390
  %405 = select <4 x i1> %404, <4 x float> %403, <4 x float> %390
  %406 = select <4 x i1> %404, <4 x i32> <i32 25, i32 25, i32 25, i32 25>, <4 x i32> %391
  %407 = getelementptr i8, ptr %18, i64 104
  %408 = getelementptr i8, ptr %19, i64 104
  %409 = getelementptr i8, ptr %20, i64 104
  %410 = getelementptr i8, ptr %21, i64 104
  %411 = load float, ptr %407, align 4
  %412 = load float, ptr %408, align 4
  %413 = load float, ptr %409, align 4
  %414 = load float, ptr %410, align 4
  %415 = insertelement <4 x float> poison, float %411, i64 0
  %416 = insertelement <4 x float> %415, float %412, i64 1
  %417 = insertelement <4 x float> %416, float %413, i64 2
  %418 = insertelement <4 x float> %417, float %414, i64 3
  %419 = fcmp ugt <4 x float> %418, %405
  %420 = select <4 x i1> %419, <4 x float> %418, <4 x float> %405
  %421 = select <4 x i1> %419, <4 x i32> <i32 26, i32 26, i32 26, i32 26>, <4 x i32> %406
  %422 = getelementptr i8, ptr %18, i64 108
  %423 = getelementptr i8, ptr %19, i64 108
  %424 = getelementptr i8, ptr %20, i64 108
  %425 = getelementptr i8, ptr %21, i64 108
  %426 = load float, ptr %422, align 4
  %427 = load float, ptr %423, align 4
  %428 = load float, ptr %424, align 4
  %429 = load float, ptr %425, align 4
  %430 = insertelement <4 x float> poison, float %426, i64 0
  %431 = insertelement <4 x float> %430, float %427, i64 1
  %432 = insertelement <4 x float> %431, float %428, i64 2
  %433 = insertelement <4 x float> %432, float %429, i64 3
  %434 = fcmp ugt <4 x float> %433, %420
  %435 = select <4 x i1> %434, <4 x float> %433, <4 x float> %420
  %436 = select <4 x i1> %434, <4 x i32> <i32 27, i32 27, i32 27, i32 27>, <4 x i32> %421
  %437 = getelementptr i8, ptr %18, i64 112
  %438 = getelementptr i8, ptr %19, i64 112
  %439 = getelementptr i8, ptr %20, i64 112
  %440 = getelementptr i8, ptr %21, i64 112
  %441 = load float, ptr %437, align 4
  %442 = load float, ptr %438, align 4
  %443 = load float, ptr %439, align 4
  %444 = load float, ptr %440, align 4
  %445 = insertelement <4 x float> poison, float %441, i64 0
  %446 = insertelement <4 x float> %445, float %442, i64 1
  %447 = insertelement <4 x float> %446, float %443, i64 2
  %448 = insertelement <4 x float> %447, float %444, i64 3
  %449 = fcmp ugt <4 x float> %448, %435
  %450 = select <4 x i1> %449, <4 x float> %448, <4 x float> %435
  %451 = select <4 x i1> %449, <4 x i32> <i32 28, i32 28, i32 28, i32 28>, <4 x i32> %436
  %452 = getelementptr i8, ptr %18, i64 116
  %453 = getelementptr i8, ptr %19, i64 116
  %454 = getelementptr i8, ptr %20, i64 116
  %455 = getelementptr i8, ptr %21, i64 116
  %456 = load float, ptr %452, align 4
  %457 = load float, ptr %453, align 4
  %458 = load float, ptr %454, align 4
  %459 = load float, ptr %455, align 4
  %460 = insertelement <4 x float> poison, float %456, i64 0
  %461 = insertelement <4 x float> %460, float %457, i64 1
  %462 = insertelement <4 x float> %461, float %458, i64 2
  %463 = insertelement <4 x float> %462, float %459, i64 3
  %464 = fcmp ugt <4 x float> %463, %450
  %465 = select <4 x i1> %464, <4 x float> %463, <4 x float> %450
  %466 = select <4 x i1> %464, <4 x i32> <i32 29, i32 29, i32 29, i32 29>, <4 x i32> %451
  %467 = getelementptr i8, ptr %18, i64 120
  %468 = getelementptr i8, ptr %19, i64 120
  %469 = getelementptr i8, ptr %20, i64 120
  %470 = getelementptr i8, ptr %21, i64 120
  %471 = load float, ptr %467, align 4
  %472 = load float, ptr %468, align 4
  %473 = load float, ptr %469, align 4
  %474 = load float, ptr %470, align 4
  %475 = insertelement <4 x float> poison, float %471, i64 0
  %476 = insertelement <4 x float> %475, float %472, i64 1
  %477 = insertelement <4 x float> %476, float %473, i64 2
  %478 = insertelement <4 x float> %477, float %474, i64 3
  %479 = fcmp ugt <4 x float> %478, %465
  %480 = select <4 x i1> %479, <4 x float> %478, <4 x float> %465
  %481 = select <4 x i1> %479, <4 x i32> <i32 30, i32 30, i32 30, i32 30>, <4 x i32> %466
  %482 = getelementptr i8, ptr %18, i64 124
  %483 = getelementptr i8, ptr %19, i64 124
  %484 = getelementptr i8, ptr %20, i64 124
  %485 = getelementptr i8, ptr %21, i64 124
  %486 = load float, ptr %482, align 4
  %487 = load float, ptr %483, align 4
  %488 = load float, ptr %484, align 4
  %489 = load float, ptr %485, align 4
  %490 = insertelement <4 x float> poison, float %486, i64 0
  %491 = insertelement <4 x float> %490, float %487, i64 1
  %492 = insertelement <4 x float> %491, float %488, i64 2
  %493 = insertelement <4 x float> %492, float %489, i64 3
  %494 = fcmp ugt <4 x float> %493, %480
  %495 = select <4 x i1> %494, <4 x i32> <i32 31, i32 31, i32 31, i32 31>, <4 x i32> %481
  %496 = getelementptr i32, ptr %7, i64 %index
  store <4 x i32> %495, ptr %496, align 16
  %index.next = add nuw i64 %index, 4
  %497 = icmp eq i64 %index.next, 16
  br i1 %497, label %.preheader.preheader, label %vector.body, !llvm.loop !1

.preheader.preheader:                             ; preds = %vector.body
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %10, ptr noundef nonnull align 64 dereferenceable(64) %7, i64 64, i1 false)
  ret void
}

define weak hidden float @__tm_f64_to_f32_odd(double %x) local_unnamed_addr {
  %t = fptrunc double %x to float
  %e = fpext float %t to double
  %inexact = fcmp one double %e, %x
  %tb = bitcast float %t to i32
  %ae = tail call double @llvm.fabs.f64(double %e)
  %ax = tail call double @llvm.fabs.f64(double %x)
  %over = fcmp ogt double %ae, %ax
  %down = sext i1 %over to i32
  %toward_zero = add i32 %down, %tb
  %odd = or i32 %toward_zero, 1
  %bits = select i1 %inexact, i32 %odd, i32 %tb
  %r = bitcast i32 %bits to float
  ret float %r
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

define weak hidden bfloat @__truncsfbf2(float %x) local_unnamed_addr {
  %b = bitcast float %x to i32
  %upper = lshr i32 %b, 16
  %lsb = and i32 %upper, 1
  %bias = add i32 %b, 32767
  %rounded = add i32 %bias, %lsb
  %hi = lshr i32 %rounded, 16
  %quiet = or i32 %upper, 64
  %isnan = fcmp uno float %x, 0.000000e+00
  %sel = select i1 %isnan, i32 %quiet, i32 %hi
  %t = trunc nuw i32 %sel to i16
  %y = bitcast i16 %t to bfloat
  ret bfloat %y
}

define weak hidden bfloat @__truncdfbf2(double %x) local_unnamed_addr {
  %f = tail call float @__tm_f64_to_f32_odd(double %x)
  %y = tail call bfloat @__truncsfbf2(float %f)
  ret bfloat %y
}

define weak hidden half @__truncsfhf2(float %x) local_unnamed_addr {
entry:
  %0 = tail call float @llvm.fabs.f32(float %x)
  %mag = bitcast float %0 to i32
  %big = icmp ugt i32 %mag, 1199570943
  br i1 %big, label %inf_nan, label %finite

inf_nan:                                          ; preds = %entry
  %isnan = icmp ugt i32 %mag, 2139095040
  %special = select i1 %isnan, i32 32256, i32 31744
  br label %done

finite:                                           ; preds = %entry
  %small = icmp ult i32 %mag, 947912704
  br i1 %small, label %subnormal, label %normal

subnormal:                                        ; preds = %finite
  %sum = fadd float %0, 5.000000e-01
  %sb = bitcast float %sum to i32
  %sub = add i32 %sb, -1056964608
  br label %done

normal:                                           ; preds = %finite
  %odd_mant = lshr i32 %mag, 13
  %odd = and i32 %odd_mant, 1
  %rebias = add nsw i32 %mag, -939520001
  %rne = add nuw nsw i32 %rebias, %odd
  %n = lshr i32 %rne, 13
  br label %done

done:                                             ; preds = %normal, %subnormal, %inf_nan
  %h = phi i32 [ %special, %inf_nan ], [ %sub, %subnormal ], [ %n, %normal ]
  %b = bitcast float %x to i32
  %sign = lshr i32 %b, 16
  %s16 = and i32 %sign, 32768
  %hs = or i32 %h, %s16
  %t = trunc i32 %hs to i16
  %y = bitcast i16 %t to half
  ret half %y
}

define weak hidden half @__truncdfhf2(double %x) local_unnamed_addr {
  %f = tail call float @__tm_f64_to_f32_odd(double %x)
  %y = tail call half @__truncsfhf2(float %f)
  ret half %y
}

define weak hidden float @__extendhfsf2(half %h) local_unnamed_addr {
entry:
  %hb = bitcast half %h to i16
  %h32 = zext i16 %hb to i32
  %mag = shl nuw nsw i32 %h32, 13
  %shifted = and i32 %mag, 268427264
  %exp = and i32 %mag, 260046848
  %rebased = add nuw nsw i32 %shifted, 939524096
  switch i32 %exp, label %done [
    i32 260046848, label %special
    i32 0, label %subnormal
  ]

special:                                          ; preds = %entry
  %s = or i32 %mag, 1879048192
  br label %done

subnormal:                                        ; preds = %entry
  %plus = add nuw nsw i32 %shifted, 947912704
  %pf = bitcast i32 %plus to float
  %norm = fadd float %pf, 0xBF10000000000000
  %nb = bitcast float %norm to i32
  br label %done

done:                                             ; preds = %entry, %subnormal, %special
  %o = phi i32 [ %s, %special ], [ %nb, %subnormal ], [ %rebased, %entry ]
  %hb.signext = sext i16 %hb to i32
  %sign32 = and i32 %hb.signext, -2147483648
  %bits = or i32 %o, %sign32
  %r = bitcast i32 %bits to float
  ret float %r
}

define weak hidden double @__extendhfdf2(half %h) local_unnamed_addr {
  %f = tail call float @__extendhfsf2(half %h)
  %d = fpext float %f to double
  ret double %d
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !{!1, !2, !3}
!2 = !{!"llvm.loop.isvectorized", i32 1}
!3 = !{!"llvm.loop.unroll.runtime.disable"}
