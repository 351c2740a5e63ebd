; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #2

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #2

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32>, <8 x i32>, <8 x i32>, i32, i32, i32) #2

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 2
  %20 = and i64 %19, 60
  %21 = lshr i64 %19, 6
  %22 = trunc i64 %21 to i32
  %23 = shl i32 %22, 6
  br i1 %11, label %24, label %29

24: ; preds = %18
  %25 = sext i32 %23 to i64
  %26 = getelementptr float, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr float, ptr addrspace(1) %26, i64 %20
  %28 = load <4 x float>, ptr addrspace(1) %27, align 16
  br label %29

29: ; preds = %24, %18
  %30 = phi <4 x float> [ %28, %24 ], [ zeroinitializer, %18 ]
  %31 = add nuw nsw i64 %21, 8
  %32 = trunc i64 %31 to i32
  %33 = shl i32 %32, 6
  br i1 %11, label %34, label %39

34: ; preds = %29
  %35 = sext i32 %33 to i64
  %36 = getelementptr float, ptr addrspace(1) %1, i64 %35
  %37 = getelementptr float, ptr addrspace(1) %36, i64 %20
  %38 = load <4 x float>, ptr addrspace(1) %37, align 16
  br label %39

39: ; preds = %34, %29
  %40 = phi <4 x float> [ %38, %34 ], [ zeroinitializer, %29 ]
  %41 = add nuw nsw i64 %21, 16
  %42 = trunc i64 %41 to i32
  br i1 %11, label %46, label %43

43: ; preds = %39
  %44 = add nuw nsw i64 %21, 24
  %45 = trunc i64 %44 to i32
  br label %74

46: ; preds = %39
  %47 = shl i32 %42, 6
  %48 = sext i32 %47 to i64
  %49 = getelementptr float, ptr addrspace(1) %1, i64 %48
  %50 = getelementptr float, ptr addrspace(1) %49, i64 %20
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16
  %52 = add nuw nsw i64 %21, 24
  %53 = trunc i64 %52 to i32
  %54 = shl i32 %53, 6
  %55 = sext i32 %54 to i64
  %56 = getelementptr float, ptr addrspace(1) %1, i64 %55
  %57 = getelementptr float, ptr addrspace(1) %56, i64 %20
  %58 = load <4 x float>, ptr addrspace(1) %57, align 16
  %59 = sext i32 %23 to i64
  %60 = getelementptr float, ptr addrspace(1) %2, i64 %59
  %61 = getelementptr float, ptr addrspace(1) %60, i64 %20
  %62 = load <4 x float>, ptr addrspace(1) %61, align 16
  %63 = sext i32 %33 to i64
  %64 = getelementptr float, ptr addrspace(1) %2, i64 %63
  %65 = getelementptr float, ptr addrspace(1) %64, i64 %20
  %66 = load <4 x float>, ptr addrspace(1) %65, align 16
  %67 = sext i32 %47 to i64
  %68 = getelementptr float, ptr addrspace(1) %2, i64 %67
  %69 = getelementptr float, ptr addrspace(1) %68, i64 %20
  %70 = load <4 x float>, ptr addrspace(1) %69, align 16
  %71 = getelementptr float, ptr addrspace(1) %2, i64 %55
  %72 = getelementptr float, ptr addrspace(1) %71, i64 %20
  %73 = load <4 x float>, ptr addrspace(1) %72, align 16
  br label %74

74: ; preds = %43, %46
  %75 = phi i32 [ %53, %46 ], [ %45, %43 ]
  %76 = phi i64 [ %52, %46 ], [ %44, %43 ]
  %77 = phi <4 x float> [ %73, %46 ], [ zeroinitializer, %43 ]
  %78 = phi <4 x float> [ %62, %46 ], [ zeroinitializer, %43 ]
  %79 = phi <4 x float> [ %66, %46 ], [ zeroinitializer, %43 ]
  %80 = phi <4 x float> [ %70, %46 ], [ zeroinitializer, %43 ]
  %81 = phi <4 x float> [ %58, %46 ], [ zeroinitializer, %43 ]
  %82 = phi <4 x float> [ %51, %46 ], [ zeroinitializer, %43 ]
  %83 = or i64 %20, 1
  %84 = or i64 %20, 2
  %85 = or i64 %20, 3
  %86 = and i64 %19, -64
  %87 = trunc i64 %19 to i32
  %88 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %87
  %89 = or i64 %83, %86
  %90 = trunc i64 %89 to i32
  %91 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %90
  %92 = or i64 %84, %86
  %93 = trunc i64 %92 to i32
  %94 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %93
  %95 = or i64 %85, %86
  %96 = trunc i64 %95 to i32
  %97 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %96
  %98 = shl i64 %31, 6
  %99 = or i64 %98, %20
  %100 = trunc i64 %99 to i32
  %101 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %100
  %102 = or i64 %98, %83
  %103 = trunc i64 %102 to i32
  %104 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %103
  %105 = or i64 %98, %84
  %106 = trunc i64 %105 to i32
  %107 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %106
  %108 = or i64 %98, %85
  %109 = trunc i64 %108 to i32
  %110 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %109
  %111 = shl i64 %41, 6
  %112 = or i64 %111, %20
  %113 = trunc i64 %112 to i32
  %114 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %113
  %115 = or i64 %111, %83
  %116 = trunc i64 %115 to i32
  %117 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %116
  %118 = or i64 %111, %84
  %119 = trunc i64 %118 to i32
  %120 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %119
  %121 = or i64 %111, %85
  %122 = trunc i64 %121 to i32
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %122
  %124 = shl i64 %76, 6
  %125 = or i64 %124, %20
  %126 = trunc i64 %125 to i32
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %126
  %128 = or i64 %124, %83
  %129 = trunc i64 %128 to i32
  %130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %129
  %131 = or i64 %124, %84
  %132 = trunc i64 %131 to i32
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %132
  %134 = or i64 %124, %85
  %135 = trunc i64 %134 to i32
  %136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %135
  %137 = add i32 %10, %22
  %138 = shl i32 %137, 6
  %139 = sext i32 %138 to i64
  %140 = getelementptr float, ptr addrspace(1) %0, i64 %139
  %141 = getelementptr float, ptr addrspace(1) %140, i64 %20
  %142 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %87
  %143 = add i32 %10, %32
  %144 = shl i32 %143, 6
  %145 = sext i32 %144 to i64
  %146 = getelementptr float, ptr addrspace(1) %0, i64 %145
  %147 = getelementptr float, ptr addrspace(1) %146, i64 %20
  %148 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %100
  %149 = add i32 %10, %42
  %150 = shl i32 %149, 6
  %151 = sext i32 %150 to i64
  %152 = getelementptr float, ptr addrspace(1) %0, i64 %151
  %153 = getelementptr float, ptr addrspace(1) %152, i64 %20
  %154 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %113
  %155 = add i32 %10, %75
  %156 = shl i32 %155, 6
  %157 = sext i32 %156 to i64
  %158 = getelementptr float, ptr addrspace(1) %0, i64 %157
  %159 = getelementptr float, ptr addrspace(1) %158, i64 %20
  %160 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %126
  %161 = add nuw nsw i64 %21, 32
  %162 = trunc i64 %161 to i32
  %163 = add i32 %10, %162
  %164 = shl i32 %163, 6
  %165 = sext i32 %164 to i64
  %166 = getelementptr float, ptr addrspace(1) %0, i64 %165
  %167 = getelementptr float, ptr addrspace(1) %166, i64 %20
  %168 = shl i64 %161, 6
  %169 = or i64 %168, %20
  %170 = trunc i64 %169 to i32
  %171 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %170
  %172 = add nuw nsw i64 %21, 40
  %173 = trunc i64 %172 to i32
  %174 = add i32 %10, %173
  %175 = shl i32 %174, 6
  %176 = sext i32 %175 to i64
  %177 = getelementptr float, ptr addrspace(1) %0, i64 %176
  %178 = getelementptr float, ptr addrspace(1) %177, i64 %20
  %179 = shl i64 %172, 6
  %180 = or i64 %179, %20
  %181 = trunc i64 %180 to i32
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %181
  %183 = add nuw nsw i64 %21, 48
  %184 = trunc i64 %183 to i32
  %185 = add i32 %10, %184
  %186 = shl i32 %185, 6
  %187 = sext i32 %186 to i64
  %188 = getelementptr float, ptr addrspace(1) %0, i64 %187
  %189 = getelementptr float, ptr addrspace(1) %188, i64 %20
  %190 = shl i64 %183, 6
  %191 = or i64 %190, %20
  %192 = trunc i64 %191 to i32
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %192
  %194 = add nuw nsw i64 %21, 56
  %195 = trunc i64 %194 to i32
  %196 = add i32 %10, %195
  %197 = shl i32 %196, 6
  %198 = sext i32 %197 to i64
  %199 = getelementptr float, ptr addrspace(1) %0, i64 %198
  %200 = getelementptr float, ptr addrspace(1) %199, i64 %20
  %201 = shl i64 %194, 6
  %202 = or i64 %201, %20
  %203 = trunc i64 %202 to i32
  %204 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %203
  %205 = and i64 %19, 28
  %206 = lshr i64 %19, 5
  %207 = or i64 %205, 1
  %208 = or i64 %205, 2
  %209 = or i64 %205, 3
  %210 = shl nuw nsw i64 %205, 6
  %211 = add nuw nsw i64 %210, %206
  %212 = trunc i64 %211 to i32
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %212
  %214 = shl nuw nsw i64 %207, 6
  %215 = add nuw nsw i64 %214, %206
  %216 = trunc i64 %215 to i32
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %216
  %218 = shl nuw nsw i64 %208, 6
  %219 = add nuw nsw i64 %218, %206
  %220 = trunc i64 %219 to i32
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %220
  %222 = shl nuw nsw i64 %209, 6
  %223 = add nuw nsw i64 %222, %206
  %224 = trunc i64 %223 to i32
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %224
  %226 = mul i64 %206, 40
  %227 = add i64 %226, %205
  %228 = trunc i64 %227 to i32
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %228
  %230 = add nuw nsw i64 %206, 16
  %231 = add nuw nsw i64 %230, %210
  %232 = trunc i64 %231 to i32
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %232
  %234 = add nuw nsw i64 %214, %230
  %235 = trunc i64 %234 to i32
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %235
  %237 = add nuw nsw i64 %218, %230
  %238 = trunc i64 %237 to i32
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %238
  %240 = add nuw nsw i64 %222, %230
  %241 = trunc i64 %240 to i32
  %242 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %241
  %243 = mul i64 %230, 40
  %244 = add i64 %243, %205
  %245 = trunc i64 %244 to i32
  %246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %245
  %247 = add nuw nsw i64 %206, 32
  %248 = add nuw nsw i64 %247, %210
  %249 = trunc i64 %248 to i32
  %250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %249
  %251 = add nuw nsw i64 %214, %247
  %252 = trunc i64 %251 to i32
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %252
  %254 = add nuw nsw i64 %218, %247
  %255 = trunc i64 %254 to i32
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %255
  %257 = add nuw nsw i64 %222, %247
  %258 = trunc i64 %257 to i32
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %258
  %260 = mul i64 %247, 40
  %261 = add i64 %260, %205
  %262 = trunc i64 %261 to i32
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %262
  %264 = add nuw nsw i64 %206, 48
  %265 = add nuw nsw i64 %264, %210
  %266 = trunc i64 %265 to i32
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %266
  %268 = add nuw nsw i64 %214, %264
  %269 = trunc i64 %268 to i32
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %269
  %271 = add nuw nsw i64 %218, %264
  %272 = trunc i64 %271 to i32
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %272
  %274 = add nuw nsw i64 %222, %264
  %275 = trunc i64 %274 to i32
  %276 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %275
  %277 = mul i64 %264, 40
  %278 = add i64 %277, %205
  %279 = trunc i64 %278 to i32
  %280 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %279
  %281 = lshr i64 %8, 5
  %282 = and i64 %8, 3
  %283 = lshr i64 %8, 2
  %284 = and i64 %283, 1
  %285 = lshr i64 %8, 3
  %286 = and i64 %285, 1
  %287 = shl nuw nsw i64 %286, 1
  %288 = lshr i64 %8, 4
  %289 = and i64 %288, 1
  %290 = shl nuw nsw i64 %289, 2
  %291 = or i64 %287, %290
  %292 = or i64 %291, %284
  %293 = shl nuw nsw i64 %289, 1
  %294 = or i64 %293, %286
  %295 = and i64 %8, 1
  %296 = icmp ult i32 %7, 128
  %297 = icmp eq i64 %295, 0
  %298 = and i1 %296, %297
  %299 = and i64 %19, -32
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %87
  %301 = trunc i64 %206 to i32
  %302 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %301
  %303 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %301
  %304 = or i64 %207, %299
  %305 = trunc i64 %304 to i32
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %305
  %307 = or i64 %208, %299
  %308 = trunc i64 %307 to i32
  %309 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %308
  %310 = or i64 %209, %299
  %311 = trunc i64 %310 to i32
  %312 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %311
  %313 = shl i64 %230, 5
  %314 = or i64 %313, %205
  %315 = trunc i64 %314 to i32
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %315
  %317 = trunc i64 %230 to i32
  %318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %317
  %319 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %317
  %320 = or i64 %313, %207
  %321 = trunc i64 %320 to i32
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %321
  %323 = or i64 %313, %208
  %324 = trunc i64 %323 to i32
  %325 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %324
  %326 = or i64 %313, %209
  %327 = trunc i64 %326 to i32
  %328 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %327
  %329 = shl i64 %247, 5
  %330 = or i64 %329, %205
  %331 = trunc i64 %330 to i32
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %331
  %333 = trunc i64 %247 to i32
  %334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %333
  %335 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %333
  %336 = or i64 %329, %207
  %337 = trunc i64 %336 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %337
  %339 = or i64 %329, %208
  %340 = trunc i64 %339 to i32
  %341 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %340
  %342 = or i64 %329, %209
  %343 = trunc i64 %342 to i32
  %344 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %343
  %345 = shl i64 %264, 5
  %346 = or i64 %345, %205
  %347 = trunc i64 %346 to i32
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %347
  %349 = trunc i64 %264 to i32
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %349
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %349
  %352 = or i64 %345, %207
  %353 = trunc i64 %352 to i32
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %353
  %355 = or i64 %345, %208
  %356 = trunc i64 %355 to i32
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %356
  %358 = or i64 %345, %209
  %359 = trunc i64 %358 to i32
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %359
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %87
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %305
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %308
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %311
  %365 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %315
  %366 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %321
  %367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %324
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %327
  %369 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %331
  %370 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %337
  %371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %340
  %372 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %343
  %373 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %347
  %374 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %353
  %375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %356
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %359
  %377 = mul i64 %21, 72
  %378 = add i64 %377, %20
  %379 = trunc i64 %378 to i32
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %379
  %381 = mul i64 %31, 72
  %382 = add i64 %381, %20
  %383 = trunc i64 %382 to i32
  %384 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %383
  %385 = mul i64 %41, 72
  %386 = add i64 %385, %20
  %387 = trunc i64 %386 to i32
  %388 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %387
  %389 = mul i64 %76, 72
  %390 = add i64 %389, %20
  %391 = trunc i64 %390 to i32
  %392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %391
  %393 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %22
  %394 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %87
  %395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %90
  %396 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %93
  %397 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %96
  %398 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %32
  %399 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %100
  %400 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %103
  %401 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %106
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %109
  %403 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %42
  %404 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %113
  %405 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %116
  %406 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %119
  %407 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %122
  %408 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %75
  %409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %126
  %410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %129
  %411 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %132
  %412 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %135
  %413 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %162
  %414 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %170
  %415 = or i64 %168, %83
  %416 = trunc i64 %415 to i32
  %417 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %416
  %418 = or i64 %168, %84
  %419 = trunc i64 %418 to i32
  %420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %419
  %421 = or i64 %168, %85
  %422 = trunc i64 %421 to i32
  %423 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %422
  %424 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %173
  %425 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %181
  %426 = or i64 %179, %83
  %427 = trunc i64 %426 to i32
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %427
  %429 = or i64 %179, %84
  %430 = trunc i64 %429 to i32
  %431 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %430
  %432 = or i64 %179, %85
  %433 = trunc i64 %432 to i32
  %434 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %433
  %435 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %184
  %436 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %192
  %437 = or i64 %190, %83
  %438 = trunc i64 %437 to i32
  %439 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %438
  %440 = or i64 %190, %84
  %441 = trunc i64 %440 to i32
  %442 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %441
  %443 = or i64 %190, %85
  %444 = trunc i64 %443 to i32
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %444
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %195
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %203
  %448 = or i64 %201, %83
  %449 = trunc i64 %448 to i32
  %450 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %449
  %451 = or i64 %201, %84
  %452 = trunc i64 %451 to i32
  %453 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %452
  %454 = or i64 %201, %85
  %455 = trunc i64 %454 to i32
  %456 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %455
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep76 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %74
  %457 = shl nsw i64 %8, 4
  %458 = and i64 %457, -32
  %459 = select i1 %296, i64 %458, i64 0
  %460 = shl nuw nsw i64 %295, 2
  %urem = and i64 %8, 7
  %461 = shl nuw nsw i64 %281, 4
  %462 = and i64 %461, 16
  %463 = or i64 %292, %462
  %464 = or i64 %463, 8
  %465 = or i64 %462, %urem
  %466 = or i64 %465, 8
  %467 = lshr i32 %7, 1
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %467
  %469 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %7
  %471 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %7
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44032), i32 %467
  %473 = and i64 %461, 48
  %474 = or i64 %473, %urem
  %475 = or i64 %474, 8
  %476 = or i64 %292, %473
  %477 = or i64 %476, 8
  %478 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %479 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44032), i32 %7
  %480 = or i64 %460, %459
  %481 = trunc i64 %480 to i32
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %481
  %483 = or i32 %481, 1
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %483
  %485 = or i32 %481, 2
  %486 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %485
  %487 = or i32 %481, 3
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %487
  %489 = or i64 %460, %459
  %490 = trunc i64 %489 to i32
  %491 = or i32 %490, 8
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %491
  %493 = or i32 %490, 9
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %493
  %495 = or i32 %490, 10
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %495
  %497 = or i32 %490, 11
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %497
  %499 = or i64 %460, %459
  %500 = trunc i64 %499 to i32
  %501 = or i32 %500, 16
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %501
  %503 = or i32 %500, 17
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %503
  %505 = or i32 %500, 18
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %505
  %507 = or i32 %500, 19
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %507
  %509 = or i64 %460, %459
  %510 = trunc i64 %509 to i32
  %511 = or i32 %510, 24
  %512 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %511
  %513 = or i32 %510, 25
  %514 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %513
  %515 = or i32 %510, 26
  %516 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %515
  %517 = or i32 %510, 27
  %518 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %517
  %519 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %481
  %520 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %483
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %485
  %522 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %487
  %523 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %491
  %524 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %493
  %525 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %495
  %526 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %497
  %527 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %501
  %528 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %503
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %505
  %530 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %507
  %531 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %511
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %513
  %533 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %515
  %534 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %517
  %535 = or i64 %282, 4
  %536 = or i64 %282, 8
  %537 = or i64 %282, 12
  %538 = mul nuw nsw i64 %282, 72
  %539 = add nuw nsw i64 %538, %476
  %540 = trunc i64 %539 to i32
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %540
  %542 = mul nuw nsw i64 %535, 72
  %543 = add nuw nsw i64 %542, %476
  %544 = trunc i64 %543 to i32
  %545 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %544
  %546 = mul nuw nsw i64 %536, 72
  %547 = add nuw nsw i64 %546, %476
  %548 = trunc i64 %547 to i32
  %549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %548
  %550 = mul nuw nsw i64 %537, 72
  %551 = add nuw nsw i64 %550, %476
  %552 = trunc i64 %551 to i32
  %553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %552
  %554 = add nuw nsw i64 %538, %477
  %555 = trunc i64 %554 to i32
  %556 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %555
  %557 = add nuw nsw i64 %542, %477
  %558 = trunc i64 %557 to i32
  %559 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %558
  %560 = add nuw nsw i64 %546, %477
  %561 = trunc i64 %560 to i32
  %562 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %561
  %563 = add nuw nsw i64 %550, %477
  %564 = trunc i64 %563 to i32
  %565 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %564
  %566 = or i64 %282, 16
  %567 = or i64 %282, 20
  %568 = or i64 %282, 24
  %569 = or i64 %282, 28
  %570 = mul nuw nsw i64 %566, 72
  %571 = add nuw nsw i64 %570, %476
  %572 = trunc i64 %571 to i32
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %572
  %574 = mul nuw nsw i64 %567, 72
  %575 = add nuw nsw i64 %574, %476
  %576 = trunc i64 %575 to i32
  %577 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %576
  %578 = mul nuw nsw i64 %568, 72
  %579 = add nuw nsw i64 %578, %476
  %580 = trunc i64 %579 to i32
  %581 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %580
  %582 = mul nuw nsw i64 %569, 72
  %583 = add nuw nsw i64 %582, %476
  %584 = trunc i64 %583 to i32
  %585 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %584
  %586 = add nuw nsw i64 %570, %477
  %587 = trunc i64 %586 to i32
  %588 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %587
  %589 = add nuw nsw i64 %574, %477
  %590 = trunc i64 %589 to i32
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %590
  %592 = add nuw nsw i64 %578, %477
  %593 = trunc i64 %592 to i32
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %593
  %595 = add nuw nsw i64 %582, %477
  %596 = trunc i64 %595 to i32
  %597 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %596
  %598 = icmp ult i32 %7, 256
  %599 = shl nuw nsw i64 %281, 3
  %600 = and i64 %599, 48
  %601 = or i64 %600, %292
  %602 = shl nuw nsw i64 %601, 6
  %603 = or i64 %602, 512
  %604 = or i64 %600, %294
  %605 = shl nuw nsw i64 %604, 5
  %606 = or i64 %605, %465
  %607 = trunc i64 %606 to i32
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %607
  %609 = or i64 %605, %466
  %610 = trunc i64 %609 to i32
  %611 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %610
  %612 = or i64 %605, 128
  %613 = or i64 %612, %465
  %614 = trunc i64 %613 to i32
  %615 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %614
  %616 = or i64 %612, %466
  %617 = trunc i64 %616 to i32
  %618 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %617
  %619 = or i64 %605, 256
  %620 = or i64 %619, %465
  %621 = trunc i64 %620 to i32
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %621
  %623 = or i64 %619, %466
  %624 = trunc i64 %623 to i32
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %624
  %626 = or i64 %605, 384
  %627 = or i64 %626, %465
  %628 = trunc i64 %627 to i32
  %629 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %628
  %630 = or i64 %626, %466
  %631 = trunc i64 %630 to i32
  %632 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %631
  %633 = icmp ult i32 %7, 128
  %634 = shl nuw nsw i64 %281, 3
  %635 = and i64 %634, 16
  %636 = or i64 %635, 32
  %637 = or i64 %636, %292
  %638 = shl nuw nsw i64 %637, 6
  %639 = or i64 %638, 512
  %640 = or i64 %636, %294
  %641 = shl nuw nsw i64 %640, 5
  %642 = or i64 %641, %465
  %643 = trunc i64 %642 to i32
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %643
  %645 = or i64 %641, %466
  %646 = trunc i64 %645 to i32
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %646
  %648 = or i64 %641, 128
  %649 = or i64 %648, %465
  %650 = trunc i64 %649 to i32
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %650
  %652 = or i64 %648, %466
  %653 = trunc i64 %652 to i32
  %654 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %653
  %655 = or i64 %641, 256
  %656 = or i64 %655, %465
  %657 = trunc i64 %656 to i32
  %658 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %657
  %659 = or i64 %655, %466
  %660 = trunc i64 %659 to i32
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %660
  %662 = or i64 %641, 384
  %663 = or i64 %662, %465
  %664 = trunc i64 %663 to i32
  %665 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %664
  %666 = or i64 %662, %466
  %667 = trunc i64 %666 to i32
  %668 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %667
  br label %669

669: ; preds = %.lr.ph, %1456
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1484, %1456 ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1483, %1456 ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1482, %1456 ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1481, %1456 ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1480, %1456 ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1479, %1456 ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1478, %1456 ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1477, %1456 ]
  %678 = phi float [ 0.000000e+00, %.lr.ph ], [ %1476, %1456 ]
  %679 = phi float [ 0.000000e+00, %.lr.ph ], [ %1475, %1456 ]
  %680 = phi float [ 0.000000e+00, %.lr.ph ], [ %1474, %1456 ]
  %681 = phi float [ 0.000000e+00, %.lr.ph ], [ %1473, %1456 ]
  %682 = phi float [ 0.000000e+00, %.lr.ph ], [ %1472, %1456 ]
  %683 = phi float [ 0.000000e+00, %.lr.ph ], [ %1471, %1456 ]
  %684 = phi float [ 0.000000e+00, %.lr.ph ], [ %1470, %1456 ]
  %685 = phi float [ 0.000000e+00, %.lr.ph ], [ %1469, %1456 ]
  %686 = phi float [ 0.000000e+00, %.lr.ph ], [ %1468, %1456 ]
  %687 = phi float [ 0.000000e+00, %.lr.ph ], [ %1467, %1456 ]
  %688 = phi float [ 0.000000e+00, %.lr.ph ], [ %1466, %1456 ]
  %689 = phi float [ 0.000000e+00, %.lr.ph ], [ %1465, %1456 ]
  %690 = phi float [ 0.000000e+00, %.lr.ph ], [ %1464, %1456 ]
  %691 = phi float [ 0.000000e+00, %.lr.ph ], [ %1463, %1456 ]
  %692 = phi float [ 0.000000e+00, %.lr.ph ], [ %1462, %1456 ]
  %693 = phi float [ 0.000000e+00, %.lr.ph ], [ %1461, %1456 ]
  %694 = phi float [ 0.000000e+00, %.lr.ph ], [ %1460, %1456 ]
  %695 = phi float [ 0.000000e+00, %.lr.ph ], [ %1459, %1456 ]
  %696 = phi float [ 0.000000e+00, %.lr.ph ], [ %1458, %1456 ]
  %697 = phi float [ 0.000000e+00, %.lr.ph ], [ %1457, %1456 ]
  %698 = phi float [ 0.000000e+00, %.lr.ph ], [ %1437, %1456 ]
  %699 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %1456 ]
  %700 = phi float [ 0.000000e+00, %.lr.ph ], [ %1435, %1456 ]
  %701 = phi float [ 0.000000e+00, %.lr.ph ], [ %1434, %1456 ]
  %702 = phi i32 [ 0, %.lr.ph ], [ %727, %1456 ]
  %703 = phi <4 x float> [ %78, %.lr.ph ], [ %752, %1456 ]
  %704 = phi <4 x float> [ %79, %.lr.ph ], [ %753, %1456 ]
  %705 = phi <4 x float> [ %80, %.lr.ph ], [ %754, %1456 ]
  %706 = phi <4 x float> [ %77, %.lr.ph ], [ %751, %1456 ]
  %707 = phi <4 x float> [ %30, %.lr.ph ], [ %755, %1456 ]
  %708 = phi <4 x float> [ %40, %.lr.ph ], [ %756, %1456 ]
  %709 = phi <4 x float> [ %81, %.lr.ph ], [ %757, %1456 ]
  %710 = phi <4 x float> [ %82, %.lr.ph ], [ %758, %1456 ]
  tail call void @llvm.musa.syncthreads.lm()
  %711 = extractelement <4 x float> %707, i64 0
  store float %711, ptr addrspace(3) %88, align 16
  %712 = extractelement <4 x float> %707, i64 1
  store float %712, ptr addrspace(3) %91, align 4
  %713 = extractelement <4 x float> %707, i64 2
  store float %713, ptr addrspace(3) %94, align 8
  %714 = extractelement <4 x float> %707, i64 3
  store float %714, ptr addrspace(3) %97, align 4
  %715 = extractelement <4 x float> %708, i64 0
  store float %715, ptr addrspace(3) %101, align 16
  %716 = extractelement <4 x float> %708, i64 1
  store float %716, ptr addrspace(3) %104, align 4
  %717 = extractelement <4 x float> %708, i64 2
  store float %717, ptr addrspace(3) %107, align 8
  %718 = extractelement <4 x float> %708, i64 3
  store float %718, ptr addrspace(3) %110, align 4
  %719 = extractelement <4 x float> %710, i64 0
  store float %719, ptr addrspace(3) %114, align 16
  %720 = extractelement <4 x float> %710, i64 1
  store float %720, ptr addrspace(3) %117, align 4
  %721 = extractelement <4 x float> %710, i64 2
  store float %721, ptr addrspace(3) %120, align 8
  %722 = extractelement <4 x float> %710, i64 3
  store float %722, ptr addrspace(3) %123, align 4
  %723 = extractelement <4 x float> %709, i64 0
  store float %723, ptr addrspace(3) %127, align 16
  %724 = extractelement <4 x float> %709, i64 1
  store float %724, ptr addrspace(3) %130, align 4
  %725 = extractelement <4 x float> %709, i64 2
  store float %725, ptr addrspace(3) %133, align 8
  %726 = extractelement <4 x float> %709, i64 3
  store float %726, ptr addrspace(3) %136, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %727 = add i32 %702, 32
  %728 = icmp slt i32 %727, %5
  br i1 %728, label %729, label %750

729: ; preds = %669
  %730 = add i32 %727, %22
  %731 = shl i32 %730, 6
  %732 = sext i32 %731 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %732
  %733 = load <4 x float>, ptr addrspace(1) %gep, align 16
  %734 = add i32 %727, %32
  %735 = shl i32 %734, 6
  %736 = sext i32 %735 to i64
  %gep71 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %736
  %737 = load <4 x float>, ptr addrspace(1) %gep71, align 16
  %738 = add i32 %727, %42
  %739 = shl i32 %738, 6
  %740 = sext i32 %739 to i64
  %gep73 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %740
  %741 = load <4 x float>, ptr addrspace(1) %gep73, align 16
  %742 = add i32 %727, %75
  %743 = shl i32 %742, 6
  %744 = sext i32 %743 to i64
  %gep75 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %744
  %745 = load <4 x float>, ptr addrspace(1) %gep75, align 16
  %gep77 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %732
  %746 = load <4 x float>, ptr addrspace(1) %gep77, align 16
  %gep79 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %736
  %747 = load <4 x float>, ptr addrspace(1) %gep79, align 16
  %gep81 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %740
  %748 = load <4 x float>, ptr addrspace(1) %gep81, align 16
  %gep83 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %744
  %749 = load <4 x float>, ptr addrspace(1) %gep83, align 16
  br label %750

750: ; preds = %669, %729
  %751 = phi <4 x float> [ %749, %729 ], [ zeroinitializer, %669 ]
  %752 = phi <4 x float> [ %746, %729 ], [ zeroinitializer, %669 ]
  %753 = phi <4 x float> [ %747, %729 ], [ zeroinitializer, %669 ]
  %754 = phi <4 x float> [ %748, %729 ], [ zeroinitializer, %669 ]
  %755 = phi <4 x float> [ %733, %729 ], [ zeroinitializer, %669 ]
  %756 = phi <4 x float> [ %737, %729 ], [ zeroinitializer, %669 ]
  %757 = phi <4 x float> [ %745, %729 ], [ zeroinitializer, %669 ]
  %758 = phi <4 x float> [ %741, %729 ], [ zeroinitializer, %669 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %142, ptr addrspace(1) %141, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %148, ptr addrspace(1) %147, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %154, ptr addrspace(1) %153, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %160, ptr addrspace(1) %159, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %171, ptr addrspace(1) %167, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %182, ptr addrspace(1) %178, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %193, ptr addrspace(1) %189, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %204, ptr addrspace(1) %200, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %759 = load float, ptr addrspace(3) %213, align 4
  %760 = load float, ptr addrspace(3) %217, align 4
  %761 = load float, ptr addrspace(3) %221, align 4
  %762 = load float, ptr addrspace(3) %225, align 4
  %763 = insertelement <4 x float> poison, float %759, i64 0
  %764 = insertelement <4 x float> %763, float %760, i64 1
  %765 = insertelement <4 x float> %764, float %761, i64 2
  %766 = insertelement <4 x float> %765, float %762, i64 3
  store <4 x float> %766, ptr addrspace(3) %229, align 16
  %767 = load float, ptr addrspace(3) %233, align 4
  %768 = load float, ptr addrspace(3) %236, align 4
  %769 = load float, ptr addrspace(3) %239, align 4
  %770 = load float, ptr addrspace(3) %242, align 4
  %771 = insertelement <4 x float> poison, float %767, i64 0
  %772 = insertelement <4 x float> %771, float %768, i64 1
  %773 = insertelement <4 x float> %772, float %769, i64 2
  %774 = insertelement <4 x float> %773, float %770, i64 3
  store <4 x float> %774, ptr addrspace(3) %246, align 16
  %775 = load float, ptr addrspace(3) %250, align 4
  %776 = load float, ptr addrspace(3) %253, align 4
  %777 = load float, ptr addrspace(3) %256, align 4
  %778 = load float, ptr addrspace(3) %259, align 4
  %779 = insertelement <4 x float> poison, float %775, i64 0
  %780 = insertelement <4 x float> %779, float %776, i64 1
  %781 = insertelement <4 x float> %780, float %777, i64 2
  %782 = insertelement <4 x float> %781, float %778, i64 3
  store <4 x float> %782, ptr addrspace(3) %263, align 16
  %783 = load float, ptr addrspace(3) %267, align 4
  %784 = load float, ptr addrspace(3) %270, align 4
  %785 = load float, ptr addrspace(3) %273, align 4
  %786 = load float, ptr addrspace(3) %276, align 4
  %787 = insertelement <4 x float> poison, float %783, i64 0
  %788 = insertelement <4 x float> %787, float %784, i64 1
  %789 = insertelement <4 x float> %788, float %785, i64 2
  %790 = insertelement <4 x float> %789, float %786, i64 3
  store <4 x float> %790, ptr addrspace(3) %280, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %598, label %791, label %894

791: ; preds = %750, %791
  %792 = phi <8 x i32> [ %882, %791 ], [ zeroinitializer, %750 ]
  %793 = phi i64 [ %883, %791 ], [ 0, %750 ]
  %794 = or i64 %793, %282
  %795 = or i64 %794, %602
  %796 = trunc i64 %795 to i32
  %797 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %796
  %798 = load i32, ptr addrspace(3) %797, align 4
  %799 = or i64 %794, 4
  %800 = or i64 %799, %602
  %801 = trunc i64 %800 to i32
  %802 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %801
  %803 = load i32, ptr addrspace(3) %802, align 4
  %804 = or i64 %794, 8
  %805 = or i64 %804, %602
  %806 = trunc i64 %805 to i32
  %807 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %806
  %808 = load i32, ptr addrspace(3) %807, align 4
  %809 = or i64 %794, 12
  %810 = or i64 %809, %602
  %811 = trunc i64 %810 to i32
  %812 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %811
  %813 = load i32, ptr addrspace(3) %812, align 4
  %814 = or i64 %794, %603
  %815 = trunc i64 %814 to i32
  %816 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %815
  %817 = load i32, ptr addrspace(3) %816, align 4
  %818 = or i64 %799, %603
  %819 = trunc i64 %818 to i32
  %820 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %819
  %821 = load i32, ptr addrspace(3) %820, align 4
  %822 = or i64 %804, %603
  %823 = trunc i64 %822 to i32
  %824 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %823
  %825 = load i32, ptr addrspace(3) %824, align 4
  %826 = or i64 %809, %603
  %827 = trunc i64 %826 to i32
  %828 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %827
  %829 = load i32, ptr addrspace(3) %828, align 4
  %830 = insertelement <8 x i32> poison, i32 %798, i64 0
  %831 = insertelement <8 x i32> %830, i32 %803, i64 1
  %832 = insertelement <8 x i32> %831, i32 %808, i64 2
  %833 = insertelement <8 x i32> %832, i32 %813, i64 3
  %834 = insertelement <8 x i32> %833, i32 %817, i64 4
  %835 = insertelement <8 x i32> %834, i32 %821, i64 5
  %836 = insertelement <8 x i32> %835, i32 %825, i64 6
  %837 = insertelement <8 x i32> %836, i32 %829, i64 7
  %838 = mul nuw nsw i64 %794, 40
  %839 = add nuw nsw i64 %838, %463
  %840 = trunc i64 %839 to i32
  %841 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %840
  %842 = load i32, ptr addrspace(3) %841, align 4
  %843 = mul nuw nsw i64 %799, 40
  %844 = add nuw nsw i64 %843, %463
  %845 = trunc i64 %844 to i32
  %846 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %845
  %847 = load i32, ptr addrspace(3) %846, align 4
  %848 = mul nuw nsw i64 %804, 40
  %849 = add nuw nsw i64 %848, %463
  %850 = trunc i64 %849 to i32
  %851 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %850
  %852 = load i32, ptr addrspace(3) %851, align 4
  %853 = mul nuw nsw i64 %809, 40
  %854 = add nuw nsw i64 %853, %463
  %855 = trunc i64 %854 to i32
  %856 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %855
  %857 = load i32, ptr addrspace(3) %856, align 4
  %858 = add nuw nsw i64 %838, %464
  %859 = trunc i64 %858 to i32
  %860 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %859
  %861 = load i32, ptr addrspace(3) %860, align 4
  %862 = add nuw nsw i64 %843, %464
  %863 = trunc i64 %862 to i32
  %864 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %863
  %865 = load i32, ptr addrspace(3) %864, align 4
  %866 = add nuw nsw i64 %848, %464
  %867 = trunc i64 %866 to i32
  %868 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %867
  %869 = load i32, ptr addrspace(3) %868, align 4
  %870 = add nuw nsw i64 %853, %464
  %871 = trunc i64 %870 to i32
  %872 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %871
  %873 = load i32, ptr addrspace(3) %872, align 4
  %874 = insertelement <8 x i32> poison, i32 %842, i64 0
  %875 = insertelement <8 x i32> %874, i32 %847, i64 1
  %876 = insertelement <8 x i32> %875, i32 %852, i64 2
  %877 = insertelement <8 x i32> %876, i32 %857, i64 3
  %878 = insertelement <8 x i32> %877, i32 %861, i64 4
  %879 = insertelement <8 x i32> %878, i32 %865, i64 5
  %880 = insertelement <8 x i32> %879, i32 %869, i64 6
  %881 = insertelement <8 x i32> %880, i32 %873, i64 7
  %882 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %837, <8 x i32> %881, <8 x i32> %792, i32 1, i32 1, i32 1)
  %883 = add nuw nsw i64 %793, 16
  %884 = icmp ult i64 %793, 48
  br i1 %884, label %791, label %885

885: ; preds = %791
  %bc17 = bitcast <8 x i32> %882 to <8 x float>
  %886 = extractelement <8 x float> %bc17, i64 0
  store float %886, ptr addrspace(3) %608, align 4
  %887 = extractelement <8 x float> %bc17, i64 1
  store float %887, ptr addrspace(3) %611, align 4
  %888 = extractelement <8 x float> %bc17, i64 2
  store float %888, ptr addrspace(3) %615, align 4
  %889 = extractelement <8 x float> %bc17, i64 3
  store float %889, ptr addrspace(3) %618, align 4
  %890 = extractelement <8 x float> %bc17, i64 4
  store float %890, ptr addrspace(3) %622, align 4
  %891 = extractelement <8 x float> %bc17, i64 5
  store float %891, ptr addrspace(3) %625, align 4
  %892 = extractelement <8 x float> %bc17, i64 6
  store float %892, ptr addrspace(3) %629, align 4
  %893 = extractelement <8 x float> %bc17, i64 7
  store float %893, ptr addrspace(3) %632, align 4
  br label %894

894: ; preds = %885, %750
  br i1 %633, label %895, label %998

895: ; preds = %894, %895
  %896 = phi <8 x i32> [ %986, %895 ], [ zeroinitializer, %894 ]
  %897 = phi i64 [ %987, %895 ], [ 0, %894 ]
  %898 = or i64 %897, %282
  %899 = or i64 %898, %638
  %900 = trunc i64 %899 to i32
  %901 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %900
  %902 = load i32, ptr addrspace(3) %901, align 4
  %903 = or i64 %898, 4
  %904 = or i64 %903, %638
  %905 = trunc i64 %904 to i32
  %906 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %905
  %907 = load i32, ptr addrspace(3) %906, align 4
  %908 = or i64 %898, 8
  %909 = or i64 %908, %638
  %910 = trunc i64 %909 to i32
  %911 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %910
  %912 = load i32, ptr addrspace(3) %911, align 4
  %913 = or i64 %898, 12
  %914 = or i64 %913, %638
  %915 = trunc i64 %914 to i32
  %916 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %915
  %917 = load i32, ptr addrspace(3) %916, align 4
  %918 = or i64 %898, %639
  %919 = trunc i64 %918 to i32
  %920 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %919
  %921 = load i32, ptr addrspace(3) %920, align 4
  %922 = or i64 %903, %639
  %923 = trunc i64 %922 to i32
  %924 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %923
  %925 = load i32, ptr addrspace(3) %924, align 4
  %926 = or i64 %908, %639
  %927 = trunc i64 %926 to i32
  %928 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %927
  %929 = load i32, ptr addrspace(3) %928, align 4
  %930 = or i64 %913, %639
  %931 = trunc i64 %930 to i32
  %932 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %931
  %933 = load i32, ptr addrspace(3) %932, align 4
  %934 = insertelement <8 x i32> poison, i32 %902, i64 0
  %935 = insertelement <8 x i32> %934, i32 %907, i64 1
  %936 = insertelement <8 x i32> %935, i32 %912, i64 2
  %937 = insertelement <8 x i32> %936, i32 %917, i64 3
  %938 = insertelement <8 x i32> %937, i32 %921, i64 4
  %939 = insertelement <8 x i32> %938, i32 %925, i64 5
  %940 = insertelement <8 x i32> %939, i32 %929, i64 6
  %941 = insertelement <8 x i32> %940, i32 %933, i64 7
  %942 = mul nuw nsw i64 %898, 40
  %943 = add nuw nsw i64 %942, %463
  %944 = trunc i64 %943 to i32
  %945 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %944
  %946 = load i32, ptr addrspace(3) %945, align 4
  %947 = mul nuw nsw i64 %903, 40
  %948 = add nuw nsw i64 %947, %463
  %949 = trunc i64 %948 to i32
  %950 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %949
  %951 = load i32, ptr addrspace(3) %950, align 4
  %952 = mul nuw nsw i64 %908, 40
  %953 = add nuw nsw i64 %952, %463
  %954 = trunc i64 %953 to i32
  %955 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %954
  %956 = load i32, ptr addrspace(3) %955, align 4
  %957 = mul nuw nsw i64 %913, 40
  %958 = add nuw nsw i64 %957, %463
  %959 = trunc i64 %958 to i32
  %960 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %959
  %961 = load i32, ptr addrspace(3) %960, align 4
  %962 = add nuw nsw i64 %942, %464
  %963 = trunc i64 %962 to i32
  %964 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %963
  %965 = load i32, ptr addrspace(3) %964, align 4
  %966 = add nuw nsw i64 %947, %464
  %967 = trunc i64 %966 to i32
  %968 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %967
  %969 = load i32, ptr addrspace(3) %968, align 4
  %970 = add nuw nsw i64 %952, %464
  %971 = trunc i64 %970 to i32
  %972 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %971
  %973 = load i32, ptr addrspace(3) %972, align 4
  %974 = add nuw nsw i64 %957, %464
  %975 = trunc i64 %974 to i32
  %976 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %975
  %977 = load i32, ptr addrspace(3) %976, align 4
  %978 = insertelement <8 x i32> poison, i32 %946, i64 0
  %979 = insertelement <8 x i32> %978, i32 %951, i64 1
  %980 = insertelement <8 x i32> %979, i32 %956, i64 2
  %981 = insertelement <8 x i32> %980, i32 %961, i64 3
  %982 = insertelement <8 x i32> %981, i32 %965, i64 4
  %983 = insertelement <8 x i32> %982, i32 %969, i64 5
  %984 = insertelement <8 x i32> %983, i32 %973, i64 6
  %985 = insertelement <8 x i32> %984, i32 %977, i64 7
  %986 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %941, <8 x i32> %985, <8 x i32> %896, i32 1, i32 1, i32 1)
  %987 = add nuw nsw i64 %897, 16
  %988 = icmp ult i64 %897, 48
  br i1 %988, label %895, label %989

989: ; preds = %895
  %bc17.1 = bitcast <8 x i32> %986 to <8 x float>
  %990 = extractelement <8 x float> %bc17.1, i64 0
  store float %990, ptr addrspace(3) %644, align 4
  %991 = extractelement <8 x float> %bc17.1, i64 1
  store float %991, ptr addrspace(3) %647, align 4
  %992 = extractelement <8 x float> %bc17.1, i64 2
  store float %992, ptr addrspace(3) %651, align 4
  %993 = extractelement <8 x float> %bc17.1, i64 3
  store float %993, ptr addrspace(3) %654, align 4
  %994 = extractelement <8 x float> %bc17.1, i64 4
  store float %994, ptr addrspace(3) %658, align 4
  %995 = extractelement <8 x float> %bc17.1, i64 5
  store float %995, ptr addrspace(3) %661, align 4
  %996 = extractelement <8 x float> %bc17.1, i64 6
  store float %996, ptr addrspace(3) %665, align 4
  %997 = extractelement <8 x float> %bc17.1, i64 7
  store float %997, ptr addrspace(3) %668, align 4
  br label %998

998: ; preds = %989, %894
  tail call void @llvm.musa.syncthreads.lm()
  %999 = load float, ptr addrspace(3) %482, align 16
  %1000 = fmul contract float %999, %4
  %1001 = tail call float @llvm.maxnum.f32(float %1000, float 0xFFF0000000000000)
  %1002 = load float, ptr addrspace(3) %484, align 4
  %1003 = fmul contract float %1002, %4
  %1004 = tail call float @llvm.maxnum.f32(float %1001, float %1003)
  %1005 = load float, ptr addrspace(3) %486, align 8
  %1006 = fmul contract float %1005, %4
  %1007 = tail call float @llvm.maxnum.f32(float %1004, float %1006)
  %1008 = load float, ptr addrspace(3) %488, align 4
  %1009 = fmul contract float %1008, %4
  %1010 = tail call float @llvm.maxnum.f32(float %1007, float %1009)
  %1011 = load float, ptr addrspace(3) %492, align 16
  %1012 = fmul contract float %1011, %4
  %1013 = tail call float @llvm.maxnum.f32(float %1010, float %1012)
  %1014 = load float, ptr addrspace(3) %494, align 4
  %1015 = fmul contract float %1014, %4
  %1016 = tail call float @llvm.maxnum.f32(float %1013, float %1015)
  %1017 = load float, ptr addrspace(3) %496, align 8
  %1018 = fmul contract float %1017, %4
  %1019 = tail call float @llvm.maxnum.f32(float %1016, float %1018)
  %1020 = load float, ptr addrspace(3) %498, align 4
  %1021 = fmul contract float %1020, %4
  %1022 = tail call float @llvm.maxnum.f32(float %1019, float %1021)
  %1023 = load float, ptr addrspace(3) %502, align 16
  %1024 = fmul contract float %1023, %4
  %1025 = tail call float @llvm.maxnum.f32(float %1022, float %1024)
  %1026 = load float, ptr addrspace(3) %504, align 4
  %1027 = fmul contract float %1026, %4
  %1028 = tail call float @llvm.maxnum.f32(float %1025, float %1027)
  %1029 = load float, ptr addrspace(3) %506, align 8
  %1030 = fmul contract float %1029, %4
  %1031 = tail call float @llvm.maxnum.f32(float %1028, float %1030)
  %1032 = load float, ptr addrspace(3) %508, align 4
  %1033 = fmul contract float %1032, %4
  %1034 = tail call float @llvm.maxnum.f32(float %1031, float %1033)
  %1035 = load float, ptr addrspace(3) %512, align 16
  %1036 = fmul contract float %1035, %4
  %1037 = tail call float @llvm.maxnum.f32(float %1034, float %1036)
  %1038 = load float, ptr addrspace(3) %514, align 4
  %1039 = fmul contract float %1038, %4
  %1040 = tail call float @llvm.maxnum.f32(float %1037, float %1039)
  %1041 = load float, ptr addrspace(3) %516, align 8
  %1042 = fmul contract float %1041, %4
  %1043 = tail call float @llvm.maxnum.f32(float %1040, float %1042)
  %1044 = load float, ptr addrspace(3) %518, align 4
  %1045 = fmul contract float %1044, %4
  %1046 = tail call float @llvm.maxnum.f32(float %1043, float %1045)
  %1047 = bitcast float %1046 to i32
  %1048 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1047, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %298, label %1049, label %1052

1049: ; preds = %998
  %1050 = bitcast i32 %1048 to float
  %1051 = tail call float @llvm.maxnum.f32(float %1046, float %1050)
  store float %1051, ptr addrspace(3) %468, align 4
  br label %1052

1052: ; preds = %1049, %998
  tail call void @llvm.musa.syncthreads.lm()
  %1053 = load float, ptr addrspace(3) %300, align 16
  %1054 = fmul contract float %1053, %4
  %1055 = load float, ptr addrspace(3) %302, align 4
  %1056 = load float, ptr addrspace(3) %303, align 4
  %1057 = tail call float @llvm.maxnum.f32(float %1055, float %1056)
  %1058 = fsub contract float %1054, %1057
  %1059 = fmul float %1058, 0x3FF7154760000000
  %1060 = tail call float @llvm.exp2.f32(float %1059)
  %1061 = load float, ptr addrspace(3) %306, align 4
  %1062 = fmul contract float %1061, %4
  %1063 = fsub contract float %1062, %1057
  %1064 = fmul float %1063, 0x3FF7154760000000
  %1065 = tail call float @llvm.exp2.f32(float %1064)
  %1066 = load float, ptr addrspace(3) %309, align 8
  %1067 = fmul contract float %1066, %4
  %1068 = fsub contract float %1067, %1057
  %1069 = fmul float %1068, 0x3FF7154760000000
  %1070 = tail call float @llvm.exp2.f32(float %1069)
  %1071 = load float, ptr addrspace(3) %312, align 4
  %1072 = fmul contract float %1071, %4
  %1073 = fsub contract float %1072, %1057
  %1074 = fmul float %1073, 0x3FF7154760000000
  %1075 = tail call float @llvm.exp2.f32(float %1074)
  %1076 = load float, ptr addrspace(3) %316, align 16
  %1077 = fmul contract float %1076, %4
  %1078 = load float, ptr addrspace(3) %318, align 4
  %1079 = load float, ptr addrspace(3) %319, align 4
  %1080 = tail call float @llvm.maxnum.f32(float %1078, float %1079)
  %1081 = fsub contract float %1077, %1080
  %1082 = fmul float %1081, 0x3FF7154760000000
  %1083 = tail call float @llvm.exp2.f32(float %1082)
  %1084 = load float, ptr addrspace(3) %322, align 4
  %1085 = fmul contract float %1084, %4
  %1086 = fsub contract float %1085, %1080
  %1087 = fmul float %1086, 0x3FF7154760000000
  %1088 = tail call float @llvm.exp2.f32(float %1087)
  %1089 = load float, ptr addrspace(3) %325, align 8
  %1090 = fmul contract float %1089, %4
  %1091 = fsub contract float %1090, %1080
  %1092 = fmul float %1091, 0x3FF7154760000000
  %1093 = tail call float @llvm.exp2.f32(float %1092)
  %1094 = load float, ptr addrspace(3) %328, align 4
  %1095 = fmul contract float %1094, %4
  %1096 = fsub contract float %1095, %1080
  %1097 = fmul float %1096, 0x3FF7154760000000
  %1098 = tail call float @llvm.exp2.f32(float %1097)
  %1099 = load float, ptr addrspace(3) %332, align 16
  %1100 = fmul contract float %1099, %4
  %1101 = load float, ptr addrspace(3) %334, align 4
  %1102 = load float, ptr addrspace(3) %335, align 4
  %1103 = tail call float @llvm.maxnum.f32(float %1101, float %1102)
  %1104 = fsub contract float %1100, %1103
  %1105 = fmul float %1104, 0x3FF7154760000000
  %1106 = tail call float @llvm.exp2.f32(float %1105)
  %1107 = load float, ptr addrspace(3) %338, align 4
  %1108 = fmul contract float %1107, %4
  %1109 = fsub contract float %1108, %1103
  %1110 = fmul float %1109, 0x3FF7154760000000
  %1111 = tail call float @llvm.exp2.f32(float %1110)
  %1112 = load float, ptr addrspace(3) %341, align 8
  %1113 = fmul contract float %1112, %4
  %1114 = fsub contract float %1113, %1103
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = tail call float @llvm.exp2.f32(float %1115)
  %1117 = load float, ptr addrspace(3) %344, align 4
  %1118 = fmul contract float %1117, %4
  %1119 = fsub contract float %1118, %1103
  %1120 = fmul float %1119, 0x3FF7154760000000
  %1121 = tail call float @llvm.exp2.f32(float %1120)
  %1122 = load float, ptr addrspace(3) %348, align 16
  %1123 = fmul contract float %1122, %4
  %1124 = load float, ptr addrspace(3) %350, align 4
  %1125 = load float, ptr addrspace(3) %351, align 4
  %1126 = tail call float @llvm.maxnum.f32(float %1124, float %1125)
  %1127 = fsub contract float %1123, %1126
  %1128 = fmul float %1127, 0x3FF7154760000000
  %1129 = tail call float @llvm.exp2.f32(float %1128)
  %1130 = load float, ptr addrspace(3) %354, align 4
  %1131 = fmul contract float %1130, %4
  %1132 = fsub contract float %1131, %1126
  %1133 = fmul float %1132, 0x3FF7154760000000
  %1134 = tail call float @llvm.exp2.f32(float %1133)
  %1135 = load float, ptr addrspace(3) %357, align 8
  %1136 = fmul contract float %1135, %4
  %1137 = fsub contract float %1136, %1126
  %1138 = fmul float %1137, 0x3FF7154760000000
  %1139 = tail call float @llvm.exp2.f32(float %1138)
  %1140 = load float, ptr addrspace(3) %360, align 4
  %1141 = fmul contract float %1140, %4
  %1142 = fsub contract float %1141, %1126
  %1143 = fmul float %1142, 0x3FF7154760000000
  %1144 = tail call float @llvm.exp2.f32(float %1143)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1060, ptr addrspace(3) %361, align 16
  store float %1065, ptr addrspace(3) %362, align 4
  store float %1070, ptr addrspace(3) %363, align 8
  store float %1075, ptr addrspace(3) %364, align 4
  store float %1083, ptr addrspace(3) %365, align 16
  store float %1088, ptr addrspace(3) %366, align 4
  store float %1093, ptr addrspace(3) %367, align 8
  store float %1098, ptr addrspace(3) %368, align 4
  store float %1106, ptr addrspace(3) %369, align 16
  store float %1111, ptr addrspace(3) %370, align 4
  store float %1116, ptr addrspace(3) %371, align 8
  store float %1121, ptr addrspace(3) %372, align 4
  store float %1129, ptr addrspace(3) %373, align 16
  store float %1134, ptr addrspace(3) %374, align 4
  store float %1139, ptr addrspace(3) %375, align 8
  store float %1144, ptr addrspace(3) %376, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1145, label %1152

1145: ; preds = %1052
  %1146 = load float, ptr addrspace(3) %469, align 4
  %1147 = load float, ptr addrspace(3) %470, align 4
  %1148 = tail call float @llvm.maxnum.f32(float %1146, float %1147)
  %1149 = fsub contract float %1146, %1148
  %1150 = fmul float %1149, 0x3FF7154760000000
  %1151 = tail call float @llvm.exp2.f32(float %1150)
  store float %1151, ptr addrspace(3) %471, align 4
  br label %1152

1152: ; preds = %1145, %1052
  tail call void @llvm.musa.syncthreads.lm()
  %1153 = load float, ptr addrspace(3) %519, align 16
  %1154 = fadd reassoc float %1153, 0.000000e+00
  %1155 = load float, ptr addrspace(3) %520, align 4
  %1156 = fadd reassoc float %1154, %1155
  %1157 = load float, ptr addrspace(3) %521, align 8
  %1158 = fadd reassoc float %1156, %1157
  %1159 = load float, ptr addrspace(3) %522, align 4
  %1160 = fadd reassoc float %1158, %1159
  %1161 = load float, ptr addrspace(3) %523, align 16
  %1162 = fadd reassoc float %1160, %1161
  %1163 = load float, ptr addrspace(3) %524, align 4
  %1164 = fadd reassoc float %1162, %1163
  %1165 = load float, ptr addrspace(3) %525, align 8
  %1166 = fadd reassoc float %1164, %1165
  %1167 = load float, ptr addrspace(3) %526, align 4
  %1168 = fadd reassoc float %1166, %1167
  %1169 = load float, ptr addrspace(3) %527, align 16
  %1170 = fadd reassoc float %1168, %1169
  %1171 = load float, ptr addrspace(3) %528, align 4
  %1172 = fadd reassoc float %1170, %1171
  %1173 = load float, ptr addrspace(3) %529, align 8
  %1174 = fadd reassoc float %1172, %1173
  %1175 = load float, ptr addrspace(3) %530, align 4
  %1176 = fadd reassoc float %1174, %1175
  %1177 = load float, ptr addrspace(3) %531, align 16
  %1178 = fadd reassoc float %1176, %1177
  %1179 = load float, ptr addrspace(3) %532, align 4
  %1180 = fadd reassoc float %1178, %1179
  %1181 = load float, ptr addrspace(3) %533, align 8
  %1182 = fadd reassoc float %1180, %1181
  %1183 = load float, ptr addrspace(3) %534, align 4
  %1184 = fadd reassoc float %1182, %1183
  %1185 = bitcast float %1184 to i32
  %1186 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1185, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %298, label %1187, label %1190

1187: ; preds = %1152
  %1188 = bitcast i32 %1186 to float
  %1189 = fadd reassoc float %1184, %1188
  store float %1189, ptr addrspace(3) %472, align 4
  br label %1190

1190: ; preds = %1187, %1152
  tail call void @llvm.musa.syncthreads.lm()
  store <4 x float> %703, ptr addrspace(3) %380, align 16
  store <4 x float> %704, ptr addrspace(3) %384, align 16
  store <4 x float> %705, ptr addrspace(3) %388, align 16
  store <4 x float> %706, ptr addrspace(3) %392, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1191 = load float, ptr addrspace(3) %393, align 4
  %1192 = fmul contract float %701, %1191
  store float %1192, ptr addrspace(3) %394, align 16
  %1193 = fmul contract float %700, %1191
  store float %1193, ptr addrspace(3) %395, align 4
  %1194 = fmul contract float %699, %1191
  store float %1194, ptr addrspace(3) %396, align 8
  %1195 = fmul contract float %698, %1191
  store float %1195, ptr addrspace(3) %397, align 4
  %1196 = load float, ptr addrspace(3) %398, align 4
  %1197 = fmul contract float %697, %1196
  store float %1197, ptr addrspace(3) %399, align 16
  %1198 = load float, ptr addrspace(3) %398, align 4
  %1199 = fmul contract float %696, %1198
  store float %1199, ptr addrspace(3) %400, align 4
  %1200 = load float, ptr addrspace(3) %398, align 4
  %1201 = fmul contract float %695, %1200
  store float %1201, ptr addrspace(3) %401, align 8
  %1202 = load float, ptr addrspace(3) %398, align 4
  %1203 = fmul contract float %694, %1202
  store float %1203, ptr addrspace(3) %402, align 4
  %1204 = load float, ptr addrspace(3) %403, align 4
  %1205 = fmul contract float %693, %1204
  store float %1205, ptr addrspace(3) %404, align 16
  %1206 = load float, ptr addrspace(3) %403, align 4
  %1207 = fmul contract float %692, %1206
  store float %1207, ptr addrspace(3) %405, align 4
  %1208 = load float, ptr addrspace(3) %403, align 4
  %1209 = fmul contract float %691, %1208
  store float %1209, ptr addrspace(3) %406, align 8
  %1210 = load float, ptr addrspace(3) %403, align 4
  %1211 = fmul contract float %690, %1210
  store float %1211, ptr addrspace(3) %407, align 4
  %1212 = load float, ptr addrspace(3) %408, align 4
  %1213 = fmul contract float %689, %1212
  store float %1213, ptr addrspace(3) %409, align 16
  %1214 = load float, ptr addrspace(3) %408, align 4
  %1215 = fmul contract float %688, %1214
  store float %1215, ptr addrspace(3) %410, align 4
  %1216 = load float, ptr addrspace(3) %408, align 4
  %1217 = fmul contract float %687, %1216
  store float %1217, ptr addrspace(3) %411, align 8
  %1218 = load float, ptr addrspace(3) %408, align 4
  %1219 = fmul contract float %686, %1218
  store float %1219, ptr addrspace(3) %412, align 4
  %1220 = load float, ptr addrspace(3) %413, align 4
  %1221 = fmul contract float %685, %1220
  store float %1221, ptr addrspace(3) %414, align 16
  %1222 = load float, ptr addrspace(3) %413, align 4
  %1223 = fmul contract float %684, %1222
  store float %1223, ptr addrspace(3) %417, align 4
  %1224 = load float, ptr addrspace(3) %413, align 4
  %1225 = fmul contract float %683, %1224
  store float %1225, ptr addrspace(3) %420, align 8
  %1226 = load float, ptr addrspace(3) %413, align 4
  %1227 = fmul contract float %682, %1226
  store float %1227, ptr addrspace(3) %423, align 4
  %1228 = load float, ptr addrspace(3) %424, align 4
  %1229 = fmul contract float %681, %1228
  store float %1229, ptr addrspace(3) %425, align 16
  %1230 = load float, ptr addrspace(3) %424, align 4
  %1231 = fmul contract float %680, %1230
  store float %1231, ptr addrspace(3) %428, align 4
  %1232 = load float, ptr addrspace(3) %424, align 4
  %1233 = fmul contract float %679, %1232
  store float %1233, ptr addrspace(3) %431, align 8
  %1234 = load float, ptr addrspace(3) %424, align 4
  %1235 = fmul contract float %678, %1234
  store float %1235, ptr addrspace(3) %434, align 4
  %1236 = load float, ptr addrspace(3) %435, align 4
  %1237 = fmul contract float %677, %1236
  store float %1237, ptr addrspace(3) %436, align 16
  %1238 = load float, ptr addrspace(3) %435, align 4
  %1239 = fmul contract float %676, %1238
  store float %1239, ptr addrspace(3) %439, align 4
  %1240 = load float, ptr addrspace(3) %435, align 4
  %1241 = fmul contract float %675, %1240
  store float %1241, ptr addrspace(3) %442, align 8
  %1242 = load float, ptr addrspace(3) %435, align 4
  %1243 = fmul contract float %674, %1242
  store float %1243, ptr addrspace(3) %445, align 4
  %1244 = load float, ptr addrspace(3) %446, align 4
  %1245 = fmul contract float %673, %1244
  store float %1245, ptr addrspace(3) %447, align 16
  %1246 = load float, ptr addrspace(3) %446, align 4
  %1247 = fmul contract float %672, %1246
  store float %1247, ptr addrspace(3) %450, align 4
  %1248 = load float, ptr addrspace(3) %446, align 4
  %1249 = fmul contract float %671, %1248
  store float %1249, ptr addrspace(3) %453, align 8
  %1250 = load float, ptr addrspace(3) %446, align 4
  %1251 = fmul contract float %670, %1250
  store float %1251, ptr addrspace(3) %456, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1252

1252: ; preds = %1190, %1430
  %1253 = phi i64 [ 0, %1190 ], [ %1431, %1430 ]
  %1254 = shl nuw nsw i64 %1253, 2
  %1255 = add nuw nsw i64 %1254, %281
  %1256 = icmp ult i64 %1255, 16
  br i1 %1256, label %1257, label %1430

1257: ; preds = %1252
  %1258 = shl nuw nsw i64 %1255, 2
  %1259 = and i64 %1258, 48
  %1260 = or i64 %1259, %294
  %1261 = shl nuw nsw i64 %1260, 6
  %1262 = or i64 %1261, %474
  %1263 = trunc i64 %1262 to i32
  %1264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1263
  %1265 = load i32, ptr addrspace(3) %1264, align 4
  %1266 = or i64 %1261, %475
  %1267 = trunc i64 %1266 to i32
  %1268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1267
  %1269 = load i32, ptr addrspace(3) %1268, align 4
  %1270 = or i64 %1261, 256
  %1271 = or i64 %1270, %474
  %1272 = trunc i64 %1271 to i32
  %1273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1272
  %1274 = load i32, ptr addrspace(3) %1273, align 4
  %1275 = or i64 %1270, %475
  %1276 = trunc i64 %1275 to i32
  %1277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1276
  %1278 = load i32, ptr addrspace(3) %1277, align 4
  %1279 = or i64 %1261, 512
  %1280 = or i64 %1279, %474
  %1281 = trunc i64 %1280 to i32
  %1282 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1281
  %1283 = load i32, ptr addrspace(3) %1282, align 4
  %1284 = or i64 %1279, %475
  %1285 = trunc i64 %1284 to i32
  %1286 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1285
  %1287 = load i32, ptr addrspace(3) %1286, align 4
  %1288 = or i64 %1261, 768
  %1289 = or i64 %1288, %474
  %1290 = trunc i64 %1289 to i32
  %1291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1290
  %1292 = load i32, ptr addrspace(3) %1291, align 4
  %1293 = or i64 %1288, %475
  %1294 = trunc i64 %1293 to i32
  %1295 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1294
  %1296 = load i32, ptr addrspace(3) %1295, align 4
  %1297 = insertelement <8 x i32> poison, i32 %1265, i64 0
  %1298 = insertelement <8 x i32> %1297, i32 %1269, i64 1
  %1299 = insertelement <8 x i32> %1298, i32 %1274, i64 2
  %1300 = insertelement <8 x i32> %1299, i32 %1278, i64 3
  %1301 = insertelement <8 x i32> %1300, i32 %1283, i64 4
  %1302 = insertelement <8 x i32> %1301, i32 %1287, i64 5
  %1303 = insertelement <8 x i32> %1302, i32 %1292, i64 6
  %1304 = insertelement <8 x i32> %1303, i32 %1296, i64 7
  %1305 = or i64 %1259, %292
  %1306 = shl nuw nsw i64 %1305, 5
  %1307 = or i64 %1306, 256
  %1308 = or i64 %282, %1306
  %1309 = trunc i64 %1308 to i32
  %1310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1309
  %1311 = load i32, ptr addrspace(3) %1310, align 4
  %1312 = or i64 %535, %1306
  %1313 = trunc i64 %1312 to i32
  %1314 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1313
  %1315 = load i32, ptr addrspace(3) %1314, align 4
  %1316 = or i64 %536, %1306
  %1317 = trunc i64 %1316 to i32
  %1318 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1317
  %1319 = load i32, ptr addrspace(3) %1318, align 4
  %1320 = or i64 %537, %1306
  %1321 = trunc i64 %1320 to i32
  %1322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1321
  %1323 = load i32, ptr addrspace(3) %1322, align 4
  %1324 = or i64 %282, %1307
  %1325 = trunc i64 %1324 to i32
  %1326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1325
  %1327 = load i32, ptr addrspace(3) %1326, align 4
  %1328 = or i64 %535, %1307
  %1329 = trunc i64 %1328 to i32
  %1330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1329
  %1331 = load i32, ptr addrspace(3) %1330, align 4
  %1332 = or i64 %536, %1307
  %1333 = trunc i64 %1332 to i32
  %1334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1333
  %1335 = load i32, ptr addrspace(3) %1334, align 4
  %1336 = or i64 %537, %1307
  %1337 = trunc i64 %1336 to i32
  %1338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1337
  %1339 = load i32, ptr addrspace(3) %1338, align 4
  %1340 = insertelement <8 x i32> poison, i32 %1311, i64 0
  %1341 = insertelement <8 x i32> %1340, i32 %1315, i64 1
  %1342 = insertelement <8 x i32> %1341, i32 %1319, i64 2
  %1343 = insertelement <8 x i32> %1342, i32 %1323, i64 3
  %1344 = insertelement <8 x i32> %1343, i32 %1327, i64 4
  %1345 = insertelement <8 x i32> %1344, i32 %1331, i64 5
  %1346 = insertelement <8 x i32> %1345, i32 %1335, i64 6
  %1347 = insertelement <8 x i32> %1346, i32 %1339, i64 7
  %1348 = load i32, ptr addrspace(3) %541, align 4
  %1349 = load i32, ptr addrspace(3) %545, align 4
  %1350 = load i32, ptr addrspace(3) %549, align 4
  %1351 = load i32, ptr addrspace(3) %553, align 4
  %1352 = load i32, ptr addrspace(3) %556, align 4
  %1353 = load i32, ptr addrspace(3) %559, align 4
  %1354 = load i32, ptr addrspace(3) %562, align 4
  %1355 = load i32, ptr addrspace(3) %565, align 4
  %1356 = insertelement <8 x i32> poison, i32 %1348, i64 0
  %1357 = insertelement <8 x i32> %1356, i32 %1349, i64 1
  %1358 = insertelement <8 x i32> %1357, i32 %1350, i64 2
  %1359 = insertelement <8 x i32> %1358, i32 %1351, i64 3
  %1360 = insertelement <8 x i32> %1359, i32 %1352, i64 4
  %1361 = insertelement <8 x i32> %1360, i32 %1353, i64 5
  %1362 = insertelement <8 x i32> %1361, i32 %1354, i64 6
  %1363 = insertelement <8 x i32> %1362, i32 %1355, i64 7
  %1364 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1347, <8 x i32> %1363, <8 x i32> %1304, i32 1, i32 1, i32 1)
  %1365 = or i64 %566, %1306
  %1366 = trunc i64 %1365 to i32
  %1367 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1366
  %1368 = load i32, ptr addrspace(3) %1367, align 4
  %1369 = or i64 %567, %1306
  %1370 = trunc i64 %1369 to i32
  %1371 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1370
  %1372 = load i32, ptr addrspace(3) %1371, align 4
  %1373 = or i64 %568, %1306
  %1374 = trunc i64 %1373 to i32
  %1375 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1374
  %1376 = load i32, ptr addrspace(3) %1375, align 4
  %1377 = or i64 %569, %1306
  %1378 = trunc i64 %1377 to i32
  %1379 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1378
  %1380 = load i32, ptr addrspace(3) %1379, align 4
  %1381 = or i64 %566, %1307
  %1382 = trunc i64 %1381 to i32
  %1383 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1382
  %1384 = load i32, ptr addrspace(3) %1383, align 4
  %1385 = or i64 %567, %1307
  %1386 = trunc i64 %1385 to i32
  %1387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1386
  %1388 = load i32, ptr addrspace(3) %1387, align 4
  %1389 = or i64 %568, %1307
  %1390 = trunc i64 %1389 to i32
  %1391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1390
  %1392 = load i32, ptr addrspace(3) %1391, align 4
  %1393 = or i64 %569, %1307
  %1394 = trunc i64 %1393 to i32
  %1395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1394
  %1396 = load i32, ptr addrspace(3) %1395, align 4
  %1397 = insertelement <8 x i32> poison, i32 %1368, i64 0
  %1398 = insertelement <8 x i32> %1397, i32 %1372, i64 1
  %1399 = insertelement <8 x i32> %1398, i32 %1376, i64 2
  %1400 = insertelement <8 x i32> %1399, i32 %1380, i64 3
  %1401 = insertelement <8 x i32> %1400, i32 %1384, i64 4
  %1402 = insertelement <8 x i32> %1401, i32 %1388, i64 5
  %1403 = insertelement <8 x i32> %1402, i32 %1392, i64 6
  %1404 = insertelement <8 x i32> %1403, i32 %1396, i64 7
  %1405 = load i32, ptr addrspace(3) %573, align 4
  %1406 = load i32, ptr addrspace(3) %577, align 4
  %1407 = load i32, ptr addrspace(3) %581, align 4
  %1408 = load i32, ptr addrspace(3) %585, align 4
  %1409 = load i32, ptr addrspace(3) %588, align 4
  %1410 = load i32, ptr addrspace(3) %591, align 4
  %1411 = load i32, ptr addrspace(3) %594, align 4
  %1412 = load i32, ptr addrspace(3) %597, align 4
  %1413 = insertelement <8 x i32> poison, i32 %1405, i64 0
  %1414 = insertelement <8 x i32> %1413, i32 %1406, i64 1
  %1415 = insertelement <8 x i32> %1414, i32 %1407, i64 2
  %1416 = insertelement <8 x i32> %1415, i32 %1408, i64 3
  %1417 = insertelement <8 x i32> %1416, i32 %1409, i64 4
  %1418 = insertelement <8 x i32> %1417, i32 %1410, i64 5
  %1419 = insertelement <8 x i32> %1418, i32 %1411, i64 6
  %1420 = insertelement <8 x i32> %1419, i32 %1412, i64 7
  %1421 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1404, <8 x i32> %1420, <8 x i32> %1364, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1421 to <8 x float>
  %1422 = extractelement <8 x float> %bc, i64 0
  store float %1422, ptr addrspace(3) %1264, align 4
  %1423 = extractelement <8 x float> %bc, i64 1
  store float %1423, ptr addrspace(3) %1268, align 4
  %1424 = extractelement <8 x float> %bc, i64 2
  store float %1424, ptr addrspace(3) %1273, align 4
  %1425 = extractelement <8 x float> %bc, i64 3
  store float %1425, ptr addrspace(3) %1277, align 4
  %1426 = extractelement <8 x float> %bc, i64 4
  store float %1426, ptr addrspace(3) %1282, align 4
  %1427 = extractelement <8 x float> %bc, i64 5
  store float %1427, ptr addrspace(3) %1286, align 4
  %1428 = extractelement <8 x float> %bc, i64 6
  store float %1428, ptr addrspace(3) %1291, align 4
  %1429 = extractelement <8 x float> %bc, i64 7
  store float %1429, ptr addrspace(3) %1295, align 4
  br label %1430

1430: ; preds = %1257, %1252
  %1431 = add nuw nsw i64 %1253, 1
  %1432 = icmp ult i64 %1253, 3
  br i1 %1432, label %1252, label %1433

1433: ; preds = %1430
  tail call void @llvm.musa.syncthreads.lm()
  %1434 = load float, ptr addrspace(3) %394, align 16
  %1435 = load float, ptr addrspace(3) %395, align 4
  %1436 = load float, ptr addrspace(3) %396, align 8
  %1437 = load float, ptr addrspace(3) %397, align 4
  %1438 = load <4 x float>, ptr addrspace(3) %399, align 16
  %1439 = load <4 x float>, ptr addrspace(3) %404, align 16
  %1440 = load <4 x float>, ptr addrspace(3) %409, align 16
  %1441 = load <4 x float>, ptr addrspace(3) %414, align 16
  %1442 = load <4 x float>, ptr addrspace(3) %425, align 16
  %1443 = load <4 x float>, ptr addrspace(3) %436, align 16
  %1444 = load <4 x float>, ptr addrspace(3) %447, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1445, label %1451

1445: ; preds = %1433
  %1446 = load float, ptr addrspace(3) %478, align 4
  %1447 = load float, ptr addrspace(3) %471, align 4
  %1448 = fmul contract float %1446, %1447
  %1449 = load float, ptr addrspace(3) %479, align 4
  %1450 = fadd contract float %1448, %1449
  store float %1450, ptr addrspace(3) %478, align 4
  br label %1451

1451: ; preds = %1445, %1433
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1452, label %1456

1452: ; preds = %1451
  %1453 = load float, ptr addrspace(3) %469, align 4
  %1454 = load float, ptr addrspace(3) %470, align 4
  %1455 = tail call float @llvm.maxnum.f32(float %1453, float %1454)
  store float %1455, ptr addrspace(3) %469, align 4
  br label %1456

1456: ; preds = %1452, %1451
  tail call void @llvm.musa.syncthreads.lm()
  %1457 = extractelement <4 x float> %1438, i64 0
  %1458 = extractelement <4 x float> %1438, i64 1
  %1459 = extractelement <4 x float> %1438, i64 2
  %1460 = extractelement <4 x float> %1438, i64 3
  %1461 = extractelement <4 x float> %1439, i64 0
  %1462 = extractelement <4 x float> %1439, i64 1
  %1463 = extractelement <4 x float> %1439, i64 2
  %1464 = extractelement <4 x float> %1439, i64 3
  %1465 = extractelement <4 x float> %1440, i64 0
  %1466 = extractelement <4 x float> %1440, i64 1
  %1467 = extractelement <4 x float> %1440, i64 2
  %1468 = extractelement <4 x float> %1440, i64 3
  %1469 = extractelement <4 x float> %1441, i64 0
  %1470 = extractelement <4 x float> %1441, i64 1
  %1471 = extractelement <4 x float> %1441, i64 2
  %1472 = extractelement <4 x float> %1441, i64 3
  %1473 = extractelement <4 x float> %1442, i64 0
  %1474 = extractelement <4 x float> %1442, i64 1
  %1475 = extractelement <4 x float> %1442, i64 2
  %1476 = extractelement <4 x float> %1442, i64 3
  %1477 = extractelement <4 x float> %1443, i64 0
  %1478 = extractelement <4 x float> %1443, i64 1
  %1479 = extractelement <4 x float> %1443, i64 2
  %1480 = extractelement <4 x float> %1443, i64 3
  %1481 = extractelement <4 x float> %1444, i64 0
  %1482 = extractelement <4 x float> %1444, i64 1
  %1483 = extractelement <4 x float> %1444, i64 2
  %1484 = extractelement <4 x float> %1444, i64 3
  br i1 %728, label %669, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1456
  %1485 = insertelement <4 x float> poison, float %1434, i64 0
  %1486 = insertelement <4 x float> %1485, float %1435, i64 1
  %1487 = insertelement <4 x float> %1486, float %1436, i64 2
  %1488 = insertelement <4 x float> %1487, float %1437, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %74
  %1489 = phi <4 x float> [ zeroinitializer, %74 ], [ %1488, %._crit_edge.loopexit ]
  %1490 = phi <4 x float> [ zeroinitializer, %74 ], [ %1438, %._crit_edge.loopexit ]
  %1491 = phi <4 x float> [ zeroinitializer, %74 ], [ %1439, %._crit_edge.loopexit ]
  %1492 = phi <4 x float> [ zeroinitializer, %74 ], [ %1440, %._crit_edge.loopexit ]
  %1493 = phi <4 x float> [ zeroinitializer, %74 ], [ %1441, %._crit_edge.loopexit ]
  %1494 = phi <4 x float> [ zeroinitializer, %74 ], [ %1442, %._crit_edge.loopexit ]
  %1495 = phi <4 x float> [ zeroinitializer, %74 ], [ %1443, %._crit_edge.loopexit ]
  %1496 = phi <4 x float> [ zeroinitializer, %74 ], [ %1444, %._crit_edge.loopexit ]
  %1497 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1498 = load float, ptr addrspace(3) %1497, align 4
  %1499 = insertelement <4 x float> poison, float %1498, i64 0
  %1500 = shufflevector <4 x float> %1499, <4 x float> poison, <4 x i32> zeroinitializer
  %1501 = fdiv <4 x float> %1489, %1500
  %1502 = getelementptr float, ptr addrspace(1) %3, i64 %139
  %1503 = getelementptr float, ptr addrspace(1) %1502, i64 %20
  store <4 x float> %1501, ptr addrspace(1) %1503, align 16
  %1504 = getelementptr float, ptr addrspace(3) @global_smem, i32 %32
  %1505 = load float, ptr addrspace(3) %1504, align 4
  %1506 = insertelement <4 x float> poison, float %1505, i64 0
  %1507 = shufflevector <4 x float> %1506, <4 x float> poison, <4 x i32> zeroinitializer
  %1508 = fdiv <4 x float> %1490, %1507
  %1509 = getelementptr float, ptr addrspace(1) %3, i64 %145
  %1510 = getelementptr float, ptr addrspace(1) %1509, i64 %20
  store <4 x float> %1508, ptr addrspace(1) %1510, align 16
  %1511 = getelementptr float, ptr addrspace(3) @global_smem, i32 %42
  %1512 = load float, ptr addrspace(3) %1511, align 4
  %1513 = insertelement <4 x float> poison, float %1512, i64 0
  %1514 = shufflevector <4 x float> %1513, <4 x float> poison, <4 x i32> zeroinitializer
  %1515 = fdiv <4 x float> %1491, %1514
  %1516 = getelementptr float, ptr addrspace(1) %3, i64 %151
  %1517 = getelementptr float, ptr addrspace(1) %1516, i64 %20
  store <4 x float> %1515, ptr addrspace(1) %1517, align 16
  %1518 = getelementptr float, ptr addrspace(3) @global_smem, i32 %75
  %1519 = load float, ptr addrspace(3) %1518, align 4
  %1520 = insertelement <4 x float> poison, float %1519, i64 0
  %1521 = shufflevector <4 x float> %1520, <4 x float> poison, <4 x i32> zeroinitializer
  %1522 = fdiv <4 x float> %1492, %1521
  %1523 = getelementptr float, ptr addrspace(1) %3, i64 %157
  %1524 = getelementptr float, ptr addrspace(1) %1523, i64 %20
  store <4 x float> %1522, ptr addrspace(1) %1524, align 16
  %1525 = getelementptr float, ptr addrspace(3) @global_smem, i32 %162
  %1526 = load float, ptr addrspace(3) %1525, align 4
  %1527 = insertelement <4 x float> poison, float %1526, i64 0
  %1528 = shufflevector <4 x float> %1527, <4 x float> poison, <4 x i32> zeroinitializer
  %1529 = fdiv <4 x float> %1493, %1528
  %1530 = getelementptr float, ptr addrspace(1) %3, i64 %165
  %1531 = getelementptr float, ptr addrspace(1) %1530, i64 %20
  store <4 x float> %1529, ptr addrspace(1) %1531, align 16
  %1532 = getelementptr float, ptr addrspace(3) @global_smem, i32 %173
  %1533 = load float, ptr addrspace(3) %1532, align 4
  %1534 = insertelement <4 x float> poison, float %1533, i64 0
  %1535 = shufflevector <4 x float> %1534, <4 x float> poison, <4 x i32> zeroinitializer
  %1536 = fdiv <4 x float> %1494, %1535
  %1537 = getelementptr float, ptr addrspace(1) %3, i64 %176
  %1538 = getelementptr float, ptr addrspace(1) %1537, i64 %20
  store <4 x float> %1536, ptr addrspace(1) %1538, align 16
  %1539 = getelementptr float, ptr addrspace(3) @global_smem, i32 %184
  %1540 = load float, ptr addrspace(3) %1539, align 4
  %1541 = insertelement <4 x float> poison, float %1540, i64 0
  %1542 = shufflevector <4 x float> %1541, <4 x float> poison, <4 x i32> zeroinitializer
  %1543 = fdiv <4 x float> %1495, %1542
  %1544 = getelementptr float, ptr addrspace(1) %3, i64 %187
  %1545 = getelementptr float, ptr addrspace(1) %1544, i64 %20
  store <4 x float> %1543, ptr addrspace(1) %1545, align 16
  %1546 = getelementptr float, ptr addrspace(3) @global_smem, i32 %195
  %1547 = load float, ptr addrspace(3) %1546, align 4
  %1548 = insertelement <4 x float> poison, float %1547, i64 0
  %1549 = shufflevector <4 x float> %1548, <4 x float> poison, <4 x i32> zeroinitializer
  %1550 = fdiv <4 x float> %1496, %1549
  %1551 = getelementptr float, ptr addrspace(1) %3, i64 %198
  %1552 = getelementptr float, ptr addrspace(1) %1551, i64 %20
  store <4 x float> %1550, ptr addrspace(1) %1552, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
