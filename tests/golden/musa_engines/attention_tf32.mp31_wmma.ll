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
  %31 = add nsw i64 %19, 512
  %32 = lshr i64 %31, 6
  %33 = trunc i64 %32 to i32
  %34 = shl i32 %33, 6
  br i1 %11, label %35, label %40

35: ; preds = %29
  %36 = sext i32 %34 to i64
  %37 = getelementptr float, ptr addrspace(1) %1, i64 %36
  %38 = getelementptr float, ptr addrspace(1) %37, i64 %20
  %39 = load <4 x float>, ptr addrspace(1) %38, align 16
  br label %40

40: ; preds = %35, %29
  %41 = phi <4 x float> [ %39, %35 ], [ zeroinitializer, %29 ]
  %42 = add nsw i64 %19, 1024
  %43 = lshr i64 %42, 6
  %44 = trunc i64 %43 to i32
  %45 = shl i32 %44, 6
  br i1 %11, label %46, label %51

46: ; preds = %40
  %47 = sext i32 %45 to i64
  %48 = getelementptr float, ptr addrspace(1) %1, i64 %47
  %49 = getelementptr float, ptr addrspace(1) %48, i64 %20
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16
  br label %51

51: ; preds = %46, %40
  %52 = phi <4 x float> [ %50, %46 ], [ zeroinitializer, %40 ]
  %53 = add nsw i64 %19, 1536
  %54 = lshr i64 %53, 6
  %55 = trunc i64 %54 to i32
  br i1 %11, label %56, label %77

56: ; preds = %51
  %57 = shl i32 %55, 6
  %58 = sext i32 %57 to i64
  %59 = getelementptr float, ptr addrspace(1) %1, i64 %58
  %60 = getelementptr float, ptr addrspace(1) %59, i64 %20
  %61 = load <4 x float>, ptr addrspace(1) %60, align 16
  %62 = sext i32 %23 to i64
  %63 = getelementptr float, ptr addrspace(1) %2, i64 %62
  %64 = getelementptr float, ptr addrspace(1) %63, i64 %20
  %65 = load <4 x float>, ptr addrspace(1) %64, align 16
  %66 = sext i32 %34 to i64
  %67 = getelementptr float, ptr addrspace(1) %2, i64 %66
  %68 = getelementptr float, ptr addrspace(1) %67, i64 %20
  %69 = load <4 x float>, ptr addrspace(1) %68, align 16
  %70 = sext i32 %45 to i64
  %71 = getelementptr float, ptr addrspace(1) %2, i64 %70
  %72 = getelementptr float, ptr addrspace(1) %71, i64 %20
  %73 = load <4 x float>, ptr addrspace(1) %72, align 16
  %74 = getelementptr float, ptr addrspace(1) %2, i64 %58
  %75 = getelementptr float, ptr addrspace(1) %74, i64 %20
  %76 = load <4 x float>, ptr addrspace(1) %75, align 16
  br label %77

77: ; preds = %51, %56
  %78 = phi <4 x float> [ %76, %56 ], [ zeroinitializer, %51 ]
  %79 = phi <4 x float> [ %65, %56 ], [ zeroinitializer, %51 ]
  %80 = phi <4 x float> [ %69, %56 ], [ zeroinitializer, %51 ]
  %81 = phi <4 x float> [ %73, %56 ], [ zeroinitializer, %51 ]
  %82 = phi <4 x float> [ %61, %56 ], [ zeroinitializer, %51 ]
  %83 = trunc i64 %19 to i32
  %84 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %83
  %85 = or i32 %83, 1
  %86 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %85
  %87 = or i32 %83, 2
  %88 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %87
  %89 = or i32 %83, 3
  %90 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %89
  %91 = and i64 %31, 4294967232
  %92 = or i64 %91, %20
  %93 = trunc i64 %92 to i32
  %94 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %93
  %95 = or i32 %93, 1
  %96 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %95
  %97 = or i32 %93, 2
  %98 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %97
  %99 = or i32 %93, 3
  %100 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %99
  %101 = and i64 %42, 4294967232
  %102 = or i64 %101, %20
  %103 = trunc i64 %102 to i32
  %104 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %103
  %105 = or i32 %103, 1
  %106 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %105
  %107 = or i32 %103, 2
  %108 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %107
  %109 = or i32 %103, 3
  %110 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %109
  %111 = and i64 %53, 4294967232
  %112 = or i64 %111, %20
  %113 = trunc i64 %112 to i32
  %114 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %113
  %115 = or i32 %113, 1
  %116 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %115
  %117 = or i32 %113, 2
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %117
  %119 = or i32 %113, 3
  %120 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %119
  %121 = add i32 %10, %22
  %122 = shl i32 %121, 6
  %123 = sext i32 %122 to i64
  %124 = getelementptr float, ptr addrspace(1) %0, i64 %123
  %125 = getelementptr float, ptr addrspace(1) %124, i64 %20
  %126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %83
  %127 = add i32 %10, %33
  %128 = shl i32 %127, 6
  %129 = sext i32 %128 to i64
  %130 = getelementptr float, ptr addrspace(1) %0, i64 %129
  %131 = getelementptr float, ptr addrspace(1) %130, i64 %20
  %132 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %93
  %133 = add i32 %10, %44
  %134 = shl i32 %133, 6
  %135 = sext i32 %134 to i64
  %136 = getelementptr float, ptr addrspace(1) %0, i64 %135
  %137 = getelementptr float, ptr addrspace(1) %136, i64 %20
  %138 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %103
  %139 = add i32 %10, %55
  %140 = shl i32 %139, 6
  %141 = sext i32 %140 to i64
  %142 = getelementptr float, ptr addrspace(1) %0, i64 %141
  %143 = getelementptr float, ptr addrspace(1) %142, i64 %20
  %144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %113
  %145 = add nsw i64 %19, 2048
  %146 = lshr i64 %145, 6
  %147 = trunc i64 %146 to i32
  %148 = add i32 %10, %147
  %149 = shl i32 %148, 6
  %150 = sext i32 %149 to i64
  %151 = getelementptr float, ptr addrspace(1) %0, i64 %150
  %152 = getelementptr float, ptr addrspace(1) %151, i64 %20
  %153 = and i64 %145, 4294967232
  %154 = or i64 %153, %20
  %155 = trunc i64 %154 to i32
  %156 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %155
  %157 = add nsw i64 %19, 2560
  %158 = lshr i64 %157, 6
  %159 = trunc i64 %158 to i32
  %160 = add i32 %10, %159
  %161 = shl i32 %160, 6
  %162 = sext i32 %161 to i64
  %163 = getelementptr float, ptr addrspace(1) %0, i64 %162
  %164 = getelementptr float, ptr addrspace(1) %163, i64 %20
  %165 = and i64 %157, 4294967232
  %166 = or i64 %165, %20
  %167 = trunc i64 %166 to i32
  %168 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %167
  %169 = add nsw i64 %19, 3072
  %170 = lshr i64 %169, 6
  %171 = trunc i64 %170 to i32
  %172 = add i32 %10, %171
  %173 = shl i32 %172, 6
  %174 = sext i32 %173 to i64
  %175 = getelementptr float, ptr addrspace(1) %0, i64 %174
  %176 = getelementptr float, ptr addrspace(1) %175, i64 %20
  %177 = and i64 %169, 4294967232
  %178 = or i64 %177, %20
  %179 = trunc i64 %178 to i32
  %180 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %179
  %181 = add nsw i64 %19, 3584
  %182 = lshr i64 %181, 6
  %183 = trunc i64 %182 to i32
  %184 = add i32 %10, %183
  %185 = shl i32 %184, 6
  %186 = sext i32 %185 to i64
  %187 = getelementptr float, ptr addrspace(1) %0, i64 %186
  %188 = getelementptr float, ptr addrspace(1) %187, i64 %20
  %189 = and i64 %181, 4294967232
  %190 = or i64 %189, %20
  %191 = trunc i64 %190 to i32
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %191
  %193 = and i64 %19, 28
  %194 = lshr i64 %19, 5
  %195 = or i64 %193, 1
  %196 = or i64 %193, 2
  %197 = or i64 %193, 3
  %198 = shl nuw nsw i64 %193, 6
  %199 = add nuw nsw i64 %198, %194
  %200 = trunc i64 %199 to i32
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %200
  %202 = shl nuw nsw i64 %195, 6
  %203 = add nuw nsw i64 %202, %194
  %204 = trunc i64 %203 to i32
  %205 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %204
  %206 = shl nuw nsw i64 %196, 6
  %207 = add nuw nsw i64 %206, %194
  %208 = trunc i64 %207 to i32
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %208
  %210 = shl nuw nsw i64 %197, 6
  %211 = add nuw nsw i64 %210, %194
  %212 = trunc i64 %211 to i32
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %212
  %214 = mul i64 %194, 40
  %215 = add i64 %214, %193
  %216 = trunc i64 %215 to i32
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %216
  %218 = lshr i64 %31, 5
  %219 = add nuw nsw i64 %218, %198
  %220 = trunc i64 %219 to i32
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %220
  %222 = add nuw nsw i64 %202, %218
  %223 = trunc i64 %222 to i32
  %224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %223
  %225 = add nuw nsw i64 %206, %218
  %226 = trunc i64 %225 to i32
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %226
  %228 = add nuw nsw i64 %210, %218
  %229 = trunc i64 %228 to i32
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %229
  %231 = mul i64 %218, 40
  %232 = add i64 %231, %193
  %233 = trunc i64 %232 to i32
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %233
  %235 = lshr i64 %42, 5
  %236 = add nuw nsw i64 %235, %198
  %237 = trunc i64 %236 to i32
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %237
  %239 = add nuw nsw i64 %202, %235
  %240 = trunc i64 %239 to i32
  %241 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %240
  %242 = add nuw nsw i64 %206, %235
  %243 = trunc i64 %242 to i32
  %244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %243
  %245 = add nuw nsw i64 %210, %235
  %246 = trunc i64 %245 to i32
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %246
  %248 = mul i64 %235, 40
  %249 = add i64 %248, %193
  %250 = trunc i64 %249 to i32
  %251 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %250
  %252 = lshr i64 %53, 5
  %253 = add nuw nsw i64 %252, %198
  %254 = trunc i64 %253 to i32
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %254
  %256 = add nuw nsw i64 %202, %252
  %257 = trunc i64 %256 to i32
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %257
  %259 = add nuw nsw i64 %206, %252
  %260 = trunc i64 %259 to i32
  %261 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %260
  %262 = add nuw nsw i64 %210, %252
  %263 = trunc i64 %262 to i32
  %264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %263
  %265 = mul i64 %252, 40
  %266 = add i64 %265, %193
  %267 = trunc i64 %266 to i32
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %267
  %269 = lshr i64 %8, 5
  %270 = and i64 %8, 3
  %271 = lshr i64 %8, 2
  %272 = and i64 %271, 1
  %273 = lshr i64 %8, 3
  %274 = and i64 %273, 1
  %275 = shl nuw nsw i64 %274, 1
  %276 = lshr i64 %8, 4
  %277 = and i64 %276, 1
  %278 = shl nuw nsw i64 %277, 2
  %279 = or i64 %275, %278
  %280 = or i64 %279, %272
  %281 = shl nuw nsw i64 %277, 1
  %282 = or i64 %281, %274
  %283 = and i64 %8, 1
  %284 = icmp ult i32 %7, 128
  %285 = icmp eq i64 %283, 0
  %286 = and i1 %284, %285
  %287 = and i64 %19, -32
  %288 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %83
  %289 = trunc i64 %194 to i32
  %290 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %289
  %291 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %289
  %292 = or i64 %195, %287
  %293 = trunc i64 %292 to i32
  %294 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %293
  %295 = or i64 %196, %287
  %296 = trunc i64 %295 to i32
  %297 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %296
  %298 = or i64 %197, %287
  %299 = trunc i64 %298 to i32
  %300 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %299
  %301 = and i64 %31, -32
  %302 = or i64 %301, %193
  %303 = trunc i64 %302 to i32
  %304 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %303
  %305 = trunc i64 %218 to i32
  %306 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %305
  %307 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %305
  %308 = or i64 %195, %301
  %309 = trunc i64 %308 to i32
  %310 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %309
  %311 = or i64 %196, %301
  %312 = trunc i64 %311 to i32
  %313 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %312
  %314 = or i64 %197, %301
  %315 = trunc i64 %314 to i32
  %316 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %315
  %317 = and i64 %42, -32
  %318 = or i64 %317, %193
  %319 = trunc i64 %318 to i32
  %320 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %319
  %321 = trunc i64 %235 to i32
  %322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %321
  %323 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %321
  %324 = or i64 %195, %317
  %325 = trunc i64 %324 to i32
  %326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %325
  %327 = or i64 %196, %317
  %328 = trunc i64 %327 to i32
  %329 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %328
  %330 = or i64 %197, %317
  %331 = trunc i64 %330 to i32
  %332 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %331
  %333 = and i64 %53, -32
  %334 = or i64 %333, %193
  %335 = trunc i64 %334 to i32
  %336 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %335
  %337 = trunc i64 %252 to i32
  %338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %337
  %339 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %337
  %340 = or i64 %195, %333
  %341 = trunc i64 %340 to i32
  %342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %341
  %343 = or i64 %196, %333
  %344 = trunc i64 %343 to i32
  %345 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %344
  %346 = or i64 %197, %333
  %347 = trunc i64 %346 to i32
  %348 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %347
  %349 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %83
  %350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %293
  %351 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %296
  %352 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %299
  %353 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %303
  %354 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %309
  %355 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %312
  %356 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %315
  %357 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %319
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %325
  %359 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %328
  %360 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %331
  %361 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %335
  %362 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %341
  %363 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %344
  %364 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %347
  %365 = mul i64 %21, 72
  %366 = add i64 %365, %20
  %367 = trunc i64 %366 to i32
  %368 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %367
  %369 = mul i64 %32, 72
  %370 = add i64 %369, %20
  %371 = trunc i64 %370 to i32
  %372 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %371
  %373 = mul i64 %43, 72
  %374 = add i64 %373, %20
  %375 = trunc i64 %374 to i32
  %376 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %375
  %377 = mul i64 %54, 72
  %378 = add i64 %377, %20
  %379 = trunc i64 %378 to i32
  %380 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %379
  %381 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %22
  %382 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %83
  %383 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %85
  %384 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %87
  %385 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %89
  %386 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %33
  %387 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %93
  %388 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %95
  %389 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %97
  %390 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %99
  %391 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %44
  %392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %103
  %393 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %105
  %394 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %107
  %395 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %109
  %396 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %55
  %397 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %113
  %398 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %115
  %399 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %117
  %400 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %119
  %401 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %147
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %155
  %403 = or i32 %155, 1
  %404 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %403
  %405 = or i32 %155, 2
  %406 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %405
  %407 = or i32 %155, 3
  %408 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %407
  %409 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %159
  %410 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %167
  %411 = or i32 %167, 1
  %412 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %411
  %413 = or i32 %167, 2
  %414 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %413
  %415 = or i32 %167, 3
  %416 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %415
  %417 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %171
  %418 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %179
  %419 = or i32 %179, 1
  %420 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %419
  %421 = or i32 %179, 2
  %422 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %421
  %423 = or i32 %179, 3
  %424 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %423
  %425 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %183
  %426 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %191
  %427 = or i32 %191, 1
  %428 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %427
  %429 = or i32 %191, 2
  %430 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %429
  %431 = or i32 %191, 3
  %432 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %431
  %invariant.gep = getelementptr float, ptr addrspace(1) %1, i64 %20
  %invariant.gep76 = getelementptr float, ptr addrspace(1) %2, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %77
  %433 = shl nsw i64 %8, 4
  %434 = and i64 %433, -32
  %435 = select i1 %284, i64 %434, i64 0
  %436 = shl nuw nsw i64 %283, 2
  %urem = and i64 %8, 7
  %437 = shl nuw nsw i64 %269, 4
  %438 = and i64 %437, 16
  %439 = or i64 %280, %438
  %440 = or i64 %439, 8
  %441 = or i64 %438, %urem
  %442 = or i64 %441, 8
  %443 = lshr i32 %7, 1
  %444 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %443
  %445 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %446 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43520), i32 %7
  %447 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 43776), i32 %7
  %448 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44032), i32 %443
  %449 = and i64 %437, 48
  %450 = or i64 %449, %urem
  %451 = or i64 %450, 8
  %452 = or i64 %280, %449
  %453 = or i64 %452, 8
  %454 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %455 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44032), i32 %7
  %456 = or i64 %436, %435
  %457 = trunc i64 %456 to i32
  %458 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %457
  %459 = or i32 %457, 1
  %460 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %459
  %461 = or i32 %457, 2
  %462 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %461
  %463 = or i32 %457, 3
  %464 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %463
  %465 = or i64 %436, %435
  %466 = trunc i64 %465 to i32
  %467 = or i32 %466, 8
  %468 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %467
  %469 = or i32 %466, 9
  %470 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %469
  %471 = or i32 %466, 10
  %472 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %471
  %473 = or i32 %466, 11
  %474 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %473
  %475 = or i64 %436, %435
  %476 = trunc i64 %475 to i32
  %477 = or i32 %476, 16
  %478 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %477
  %479 = or i32 %476, 17
  %480 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %479
  %481 = or i32 %476, 18
  %482 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %481
  %483 = or i32 %476, 19
  %484 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %483
  %485 = or i64 %436, %435
  %486 = trunc i64 %485 to i32
  %487 = or i32 %486, 24
  %488 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %487
  %489 = or i32 %486, 25
  %490 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %489
  %491 = or i32 %486, 26
  %492 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %491
  %493 = or i32 %486, 27
  %494 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %493
  %495 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %457
  %496 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %459
  %497 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %461
  %498 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %463
  %499 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %467
  %500 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %469
  %501 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %471
  %502 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %473
  %503 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %477
  %504 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %479
  %505 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %481
  %506 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %483
  %507 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %487
  %508 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %489
  %509 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %491
  %510 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %493
  %511 = or i64 %270, 4
  %512 = or i64 %270, 8
  %513 = or i64 %270, 12
  %514 = mul nuw nsw i64 %270, 72
  %515 = add nuw nsw i64 %514, %452
  %516 = trunc i64 %515 to i32
  %517 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %516
  %518 = mul nuw nsw i64 %511, 72
  %519 = add nuw nsw i64 %518, %452
  %520 = trunc i64 %519 to i32
  %521 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %520
  %522 = mul nuw nsw i64 %512, 72
  %523 = add nuw nsw i64 %522, %452
  %524 = trunc i64 %523 to i32
  %525 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %524
  %526 = mul nuw nsw i64 %513, 72
  %527 = add nuw nsw i64 %526, %452
  %528 = trunc i64 %527 to i32
  %529 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %528
  %530 = add nuw nsw i64 %514, %453
  %531 = trunc i64 %530 to i32
  %532 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %531
  %533 = add nuw nsw i64 %518, %453
  %534 = trunc i64 %533 to i32
  %535 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %534
  %536 = add nuw nsw i64 %522, %453
  %537 = trunc i64 %536 to i32
  %538 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %537
  %539 = add nuw nsw i64 %526, %453
  %540 = trunc i64 %539 to i32
  %541 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %540
  %542 = or i64 %270, 16
  %543 = or i64 %270, 20
  %544 = or i64 %270, 24
  %545 = or i64 %270, 28
  %546 = mul nuw nsw i64 %542, 72
  %547 = add nuw nsw i64 %546, %452
  %548 = trunc i64 %547 to i32
  %549 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %548
  %550 = mul nuw nsw i64 %543, 72
  %551 = add nuw nsw i64 %550, %452
  %552 = trunc i64 %551 to i32
  %553 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %552
  %554 = mul nuw nsw i64 %544, 72
  %555 = add nuw nsw i64 %554, %452
  %556 = trunc i64 %555 to i32
  %557 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %556
  %558 = mul nuw nsw i64 %545, 72
  %559 = add nuw nsw i64 %558, %452
  %560 = trunc i64 %559 to i32
  %561 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %560
  %562 = add nuw nsw i64 %546, %453
  %563 = trunc i64 %562 to i32
  %564 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %563
  %565 = add nuw nsw i64 %550, %453
  %566 = trunc i64 %565 to i32
  %567 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %566
  %568 = add nuw nsw i64 %554, %453
  %569 = trunc i64 %568 to i32
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %569
  %571 = add nuw nsw i64 %558, %453
  %572 = trunc i64 %571 to i32
  %573 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 52480), i32 %572
  %574 = icmp ult i32 %7, 256
  %575 = shl nuw nsw i64 %269, 3
  %576 = and i64 %575, 48
  %577 = or i64 %576, %280
  %578 = shl nuw nsw i64 %577, 6
  %579 = or i64 %578, 512
  %580 = or i64 %576, %282
  %581 = shl nuw nsw i64 %580, 5
  %582 = or i64 %581, %441
  %583 = trunc i64 %582 to i32
  %584 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %583
  %585 = or i64 %581, %442
  %586 = trunc i64 %585 to i32
  %587 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %586
  %588 = or i64 %581, 128
  %589 = or i64 %588, %441
  %590 = trunc i64 %589 to i32
  %591 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %590
  %592 = or i64 %588, %442
  %593 = trunc i64 %592 to i32
  %594 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %593
  %595 = or i64 %581, 256
  %596 = or i64 %595, %441
  %597 = trunc i64 %596 to i32
  %598 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %597
  %599 = or i64 %595, %442
  %600 = trunc i64 %599 to i32
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %600
  %602 = or i64 %581, 384
  %603 = or i64 %602, %441
  %604 = trunc i64 %603 to i32
  %605 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %604
  %606 = or i64 %602, %442
  %607 = trunc i64 %606 to i32
  %608 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %607
  %609 = icmp ult i32 %7, 128
  %610 = shl nuw nsw i64 %269, 3
  %611 = and i64 %610, 16
  %612 = or i64 %611, 32
  %613 = or i64 %612, %280
  %614 = shl nuw nsw i64 %613, 6
  %615 = or i64 %614, 512
  %616 = or i64 %612, %282
  %617 = shl nuw nsw i64 %616, 5
  %618 = or i64 %617, %441
  %619 = trunc i64 %618 to i32
  %620 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %619
  %621 = or i64 %617, %442
  %622 = trunc i64 %621 to i32
  %623 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %622
  %624 = or i64 %617, 128
  %625 = or i64 %624, %441
  %626 = trunc i64 %625 to i32
  %627 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %626
  %628 = or i64 %624, %442
  %629 = trunc i64 %628 to i32
  %630 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %629
  %631 = or i64 %617, 256
  %632 = or i64 %631, %441
  %633 = trunc i64 %632 to i32
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %633
  %635 = or i64 %631, %442
  %636 = trunc i64 %635 to i32
  %637 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %636
  %638 = or i64 %617, 384
  %639 = or i64 %638, %441
  %640 = trunc i64 %639 to i32
  %641 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %640
  %642 = or i64 %638, %442
  %643 = trunc i64 %642 to i32
  %644 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35328), i32 %643
  br label %645

645: ; preds = %.lr.ph, %1408
  %646 = phi float [ 0.000000e+00, %.lr.ph ], [ %1440, %1408 ]
  %647 = phi float [ 0.000000e+00, %.lr.ph ], [ %1439, %1408 ]
  %648 = phi float [ 0.000000e+00, %.lr.ph ], [ %1438, %1408 ]
  %649 = phi float [ 0.000000e+00, %.lr.ph ], [ %1437, %1408 ]
  %650 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %1408 ]
  %651 = phi float [ 0.000000e+00, %.lr.ph ], [ %1435, %1408 ]
  %652 = phi float [ 0.000000e+00, %.lr.ph ], [ %1434, %1408 ]
  %653 = phi float [ 0.000000e+00, %.lr.ph ], [ %1433, %1408 ]
  %654 = phi float [ 0.000000e+00, %.lr.ph ], [ %1432, %1408 ]
  %655 = phi float [ 0.000000e+00, %.lr.ph ], [ %1431, %1408 ]
  %656 = phi float [ 0.000000e+00, %.lr.ph ], [ %1430, %1408 ]
  %657 = phi float [ 0.000000e+00, %.lr.ph ], [ %1429, %1408 ]
  %658 = phi float [ 0.000000e+00, %.lr.ph ], [ %1428, %1408 ]
  %659 = phi float [ 0.000000e+00, %.lr.ph ], [ %1427, %1408 ]
  %660 = phi float [ 0.000000e+00, %.lr.ph ], [ %1426, %1408 ]
  %661 = phi float [ 0.000000e+00, %.lr.ph ], [ %1425, %1408 ]
  %662 = phi float [ 0.000000e+00, %.lr.ph ], [ %1424, %1408 ]
  %663 = phi float [ 0.000000e+00, %.lr.ph ], [ %1423, %1408 ]
  %664 = phi float [ 0.000000e+00, %.lr.ph ], [ %1422, %1408 ]
  %665 = phi float [ 0.000000e+00, %.lr.ph ], [ %1421, %1408 ]
  %666 = phi float [ 0.000000e+00, %.lr.ph ], [ %1420, %1408 ]
  %667 = phi float [ 0.000000e+00, %.lr.ph ], [ %1419, %1408 ]
  %668 = phi float [ 0.000000e+00, %.lr.ph ], [ %1418, %1408 ]
  %669 = phi float [ 0.000000e+00, %.lr.ph ], [ %1417, %1408 ]
  %670 = phi float [ 0.000000e+00, %.lr.ph ], [ %1416, %1408 ]
  %671 = phi float [ 0.000000e+00, %.lr.ph ], [ %1415, %1408 ]
  %672 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %1408 ]
  %673 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %1408 ]
  %674 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %1408 ]
  %675 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %1408 ]
  %676 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %1408 ]
  %677 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %1408 ]
  %678 = phi i32 [ 0, %.lr.ph ], [ %703, %1408 ]
  %679 = phi <4 x float> [ %79, %.lr.ph ], [ %728, %1408 ]
  %680 = phi <4 x float> [ %80, %.lr.ph ], [ %729, %1408 ]
  %681 = phi <4 x float> [ %81, %.lr.ph ], [ %730, %1408 ]
  %682 = phi <4 x float> [ %78, %.lr.ph ], [ %727, %1408 ]
  %683 = phi <4 x float> [ %30, %.lr.ph ], [ %731, %1408 ]
  %684 = phi <4 x float> [ %41, %.lr.ph ], [ %732, %1408 ]
  %685 = phi <4 x float> [ %52, %.lr.ph ], [ %733, %1408 ]
  %686 = phi <4 x float> [ %82, %.lr.ph ], [ %734, %1408 ]
  tail call void @llvm.musa.syncthreads.lm()
  %687 = extractelement <4 x float> %683, i64 0
  store float %687, ptr addrspace(3) %84, align 16
  %688 = extractelement <4 x float> %683, i64 1
  store float %688, ptr addrspace(3) %86, align 4
  %689 = extractelement <4 x float> %683, i64 2
  store float %689, ptr addrspace(3) %88, align 8
  %690 = extractelement <4 x float> %683, i64 3
  store float %690, ptr addrspace(3) %90, align 4
  %691 = extractelement <4 x float> %684, i64 0
  store float %691, ptr addrspace(3) %94, align 16
  %692 = extractelement <4 x float> %684, i64 1
  store float %692, ptr addrspace(3) %96, align 4
  %693 = extractelement <4 x float> %684, i64 2
  store float %693, ptr addrspace(3) %98, align 8
  %694 = extractelement <4 x float> %684, i64 3
  store float %694, ptr addrspace(3) %100, align 4
  %695 = extractelement <4 x float> %685, i64 0
  store float %695, ptr addrspace(3) %104, align 16
  %696 = extractelement <4 x float> %685, i64 1
  store float %696, ptr addrspace(3) %106, align 4
  %697 = extractelement <4 x float> %685, i64 2
  store float %697, ptr addrspace(3) %108, align 8
  %698 = extractelement <4 x float> %685, i64 3
  store float %698, ptr addrspace(3) %110, align 4
  %699 = extractelement <4 x float> %686, i64 0
  store float %699, ptr addrspace(3) %114, align 16
  %700 = extractelement <4 x float> %686, i64 1
  store float %700, ptr addrspace(3) %116, align 4
  %701 = extractelement <4 x float> %686, i64 2
  store float %701, ptr addrspace(3) %118, align 8
  %702 = extractelement <4 x float> %686, i64 3
  store float %702, ptr addrspace(3) %120, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %703 = add i32 %678, 32
  %704 = icmp slt i32 %703, %5
  br i1 %704, label %705, label %726

705: ; preds = %645
  %706 = add i32 %703, %22
  %707 = shl i32 %706, 6
  %708 = sext i32 %707 to i64
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %708
  %709 = load <4 x float>, ptr addrspace(1) %gep, align 16
  %710 = add i32 %703, %33
  %711 = shl i32 %710, 6
  %712 = sext i32 %711 to i64
  %gep71 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %712
  %713 = load <4 x float>, ptr addrspace(1) %gep71, align 16
  %714 = add i32 %703, %44
  %715 = shl i32 %714, 6
  %716 = sext i32 %715 to i64
  %gep73 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %716
  %717 = load <4 x float>, ptr addrspace(1) %gep73, align 16
  %718 = add i32 %703, %55
  %719 = shl i32 %718, 6
  %720 = sext i32 %719 to i64
  %gep75 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %720
  %721 = load <4 x float>, ptr addrspace(1) %gep75, align 16
  %gep77 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %708
  %722 = load <4 x float>, ptr addrspace(1) %gep77, align 16
  %gep79 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %712
  %723 = load <4 x float>, ptr addrspace(1) %gep79, align 16
  %gep81 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %716
  %724 = load <4 x float>, ptr addrspace(1) %gep81, align 16
  %gep83 = getelementptr float, ptr addrspace(1) %invariant.gep76, i64 %720
  %725 = load <4 x float>, ptr addrspace(1) %gep83, align 16
  br label %726

726: ; preds = %645, %705
  %727 = phi <4 x float> [ %725, %705 ], [ zeroinitializer, %645 ]
  %728 = phi <4 x float> [ %722, %705 ], [ zeroinitializer, %645 ]
  %729 = phi <4 x float> [ %723, %705 ], [ zeroinitializer, %645 ]
  %730 = phi <4 x float> [ %724, %705 ], [ zeroinitializer, %645 ]
  %731 = phi <4 x float> [ %709, %705 ], [ zeroinitializer, %645 ]
  %732 = phi <4 x float> [ %713, %705 ], [ zeroinitializer, %645 ]
  %733 = phi <4 x float> [ %717, %705 ], [ zeroinitializer, %645 ]
  %734 = phi <4 x float> [ %721, %705 ], [ zeroinitializer, %645 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %126, ptr addrspace(1) %125, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %132, ptr addrspace(1) %131, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %138, ptr addrspace(1) %137, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %144, ptr addrspace(1) %143, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %156, ptr addrspace(1) %152, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %168, ptr addrspace(1) %164, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %180, ptr addrspace(1) %176, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %192, ptr addrspace(1) %188, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.syncthreads.lm()
  %735 = load float, ptr addrspace(3) %201, align 4
  %736 = load float, ptr addrspace(3) %205, align 4
  %737 = load float, ptr addrspace(3) %209, align 4
  %738 = load float, ptr addrspace(3) %213, align 4
  %739 = insertelement <4 x float> poison, float %735, i64 0
  %740 = insertelement <4 x float> %739, float %736, i64 1
  %741 = insertelement <4 x float> %740, float %737, i64 2
  %742 = insertelement <4 x float> %741, float %738, i64 3
  store <4 x float> %742, ptr addrspace(3) %217, align 16
  %743 = load float, ptr addrspace(3) %221, align 4
  %744 = load float, ptr addrspace(3) %224, align 4
  %745 = load float, ptr addrspace(3) %227, align 4
  %746 = load float, ptr addrspace(3) %230, align 4
  %747 = insertelement <4 x float> poison, float %743, i64 0
  %748 = insertelement <4 x float> %747, float %744, i64 1
  %749 = insertelement <4 x float> %748, float %745, i64 2
  %750 = insertelement <4 x float> %749, float %746, i64 3
  store <4 x float> %750, ptr addrspace(3) %234, align 16
  %751 = load float, ptr addrspace(3) %238, align 4
  %752 = load float, ptr addrspace(3) %241, align 4
  %753 = load float, ptr addrspace(3) %244, align 4
  %754 = load float, ptr addrspace(3) %247, align 4
  %755 = insertelement <4 x float> poison, float %751, i64 0
  %756 = insertelement <4 x float> %755, float %752, i64 1
  %757 = insertelement <4 x float> %756, float %753, i64 2
  %758 = insertelement <4 x float> %757, float %754, i64 3
  store <4 x float> %758, ptr addrspace(3) %251, align 16
  %759 = load float, ptr addrspace(3) %255, align 4
  %760 = load float, ptr addrspace(3) %258, align 4
  %761 = load float, ptr addrspace(3) %261, align 4
  %762 = load float, ptr addrspace(3) %264, align 4
  %763 = insertelement <4 x float> poison, float %759, i64 0
  %764 = insertelement <4 x float> %763, float %760, i64 1
  %765 = insertelement <4 x float> %764, float %761, i64 2
  %766 = insertelement <4 x float> %765, float %762, i64 3
  store <4 x float> %766, ptr addrspace(3) %268, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %574, label %767, label %870

767: ; preds = %726, %767
  %768 = phi <8 x i32> [ %858, %767 ], [ zeroinitializer, %726 ]
  %769 = phi i64 [ %859, %767 ], [ 0, %726 ]
  %770 = or i64 %769, %270
  %771 = or i64 %770, %578
  %772 = trunc i64 %771 to i32
  %773 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %772
  %774 = load i32, ptr addrspace(3) %773, align 4
  %775 = or i64 %770, 4
  %776 = or i64 %775, %578
  %777 = trunc i64 %776 to i32
  %778 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %777
  %779 = load i32, ptr addrspace(3) %778, align 4
  %780 = or i64 %770, 8
  %781 = or i64 %780, %578
  %782 = trunc i64 %781 to i32
  %783 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %782
  %784 = load i32, ptr addrspace(3) %783, align 4
  %785 = or i64 %770, 12
  %786 = or i64 %785, %578
  %787 = trunc i64 %786 to i32
  %788 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %787
  %789 = load i32, ptr addrspace(3) %788, align 4
  %790 = or i64 %770, %579
  %791 = trunc i64 %790 to i32
  %792 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %791
  %793 = load i32, ptr addrspace(3) %792, align 4
  %794 = or i64 %775, %579
  %795 = trunc i64 %794 to i32
  %796 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %795
  %797 = load i32, ptr addrspace(3) %796, align 4
  %798 = or i64 %780, %579
  %799 = trunc i64 %798 to i32
  %800 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %799
  %801 = load i32, ptr addrspace(3) %800, align 4
  %802 = or i64 %785, %579
  %803 = trunc i64 %802 to i32
  %804 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %803
  %805 = load i32, ptr addrspace(3) %804, align 4
  %806 = insertelement <8 x i32> poison, i32 %774, i64 0
  %807 = insertelement <8 x i32> %806, i32 %779, i64 1
  %808 = insertelement <8 x i32> %807, i32 %784, i64 2
  %809 = insertelement <8 x i32> %808, i32 %789, i64 3
  %810 = insertelement <8 x i32> %809, i32 %793, i64 4
  %811 = insertelement <8 x i32> %810, i32 %797, i64 5
  %812 = insertelement <8 x i32> %811, i32 %801, i64 6
  %813 = insertelement <8 x i32> %812, i32 %805, i64 7
  %814 = mul nuw nsw i64 %770, 40
  %815 = add nuw nsw i64 %814, %439
  %816 = trunc i64 %815 to i32
  %817 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %816
  %818 = load i32, ptr addrspace(3) %817, align 4
  %819 = mul nuw nsw i64 %775, 40
  %820 = add nuw nsw i64 %819, %439
  %821 = trunc i64 %820 to i32
  %822 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %821
  %823 = load i32, ptr addrspace(3) %822, align 4
  %824 = mul nuw nsw i64 %780, 40
  %825 = add nuw nsw i64 %824, %439
  %826 = trunc i64 %825 to i32
  %827 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %826
  %828 = load i32, ptr addrspace(3) %827, align 4
  %829 = mul nuw nsw i64 %785, 40
  %830 = add nuw nsw i64 %829, %439
  %831 = trunc i64 %830 to i32
  %832 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %831
  %833 = load i32, ptr addrspace(3) %832, align 4
  %834 = add nuw nsw i64 %814, %440
  %835 = trunc i64 %834 to i32
  %836 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %835
  %837 = load i32, ptr addrspace(3) %836, align 4
  %838 = add nuw nsw i64 %819, %440
  %839 = trunc i64 %838 to i32
  %840 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %839
  %841 = load i32, ptr addrspace(3) %840, align 4
  %842 = add nuw nsw i64 %824, %440
  %843 = trunc i64 %842 to i32
  %844 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %843
  %845 = load i32, ptr addrspace(3) %844, align 4
  %846 = add nuw nsw i64 %829, %440
  %847 = trunc i64 %846 to i32
  %848 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %847
  %849 = load i32, ptr addrspace(3) %848, align 4
  %850 = insertelement <8 x i32> poison, i32 %818, i64 0
  %851 = insertelement <8 x i32> %850, i32 %823, i64 1
  %852 = insertelement <8 x i32> %851, i32 %828, i64 2
  %853 = insertelement <8 x i32> %852, i32 %833, i64 3
  %854 = insertelement <8 x i32> %853, i32 %837, i64 4
  %855 = insertelement <8 x i32> %854, i32 %841, i64 5
  %856 = insertelement <8 x i32> %855, i32 %845, i64 6
  %857 = insertelement <8 x i32> %856, i32 %849, i64 7
  %858 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %813, <8 x i32> %857, <8 x i32> %768, i32 1, i32 1, i32 1)
  %859 = add nuw nsw i64 %769, 16
  %860 = icmp ult i64 %769, 48
  br i1 %860, label %767, label %861

861: ; preds = %767
  %bc17 = bitcast <8 x i32> %858 to <8 x float>
  %862 = extractelement <8 x float> %bc17, i64 0
  store float %862, ptr addrspace(3) %584, align 4
  %863 = extractelement <8 x float> %bc17, i64 1
  store float %863, ptr addrspace(3) %587, align 4
  %864 = extractelement <8 x float> %bc17, i64 2
  store float %864, ptr addrspace(3) %591, align 4
  %865 = extractelement <8 x float> %bc17, i64 3
  store float %865, ptr addrspace(3) %594, align 4
  %866 = extractelement <8 x float> %bc17, i64 4
  store float %866, ptr addrspace(3) %598, align 4
  %867 = extractelement <8 x float> %bc17, i64 5
  store float %867, ptr addrspace(3) %601, align 4
  %868 = extractelement <8 x float> %bc17, i64 6
  store float %868, ptr addrspace(3) %605, align 4
  %869 = extractelement <8 x float> %bc17, i64 7
  store float %869, ptr addrspace(3) %608, align 4
  br label %870

870: ; preds = %861, %726
  br i1 %609, label %871, label %974

871: ; preds = %870, %871
  %872 = phi <8 x i32> [ %962, %871 ], [ zeroinitializer, %870 ]
  %873 = phi i64 [ %963, %871 ], [ 0, %870 ]
  %874 = or i64 %873, %270
  %875 = or i64 %874, %614
  %876 = trunc i64 %875 to i32
  %877 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %876
  %878 = load i32, ptr addrspace(3) %877, align 4
  %879 = or i64 %874, 4
  %880 = or i64 %879, %614
  %881 = trunc i64 %880 to i32
  %882 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %881
  %883 = load i32, ptr addrspace(3) %882, align 4
  %884 = or i64 %874, 8
  %885 = or i64 %884, %614
  %886 = trunc i64 %885 to i32
  %887 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %886
  %888 = load i32, ptr addrspace(3) %887, align 4
  %889 = or i64 %874, 12
  %890 = or i64 %889, %614
  %891 = trunc i64 %890 to i32
  %892 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %891
  %893 = load i32, ptr addrspace(3) %892, align 4
  %894 = or i64 %874, %615
  %895 = trunc i64 %894 to i32
  %896 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %895
  %897 = load i32, ptr addrspace(3) %896, align 4
  %898 = or i64 %879, %615
  %899 = trunc i64 %898 to i32
  %900 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %899
  %901 = load i32, ptr addrspace(3) %900, align 4
  %902 = or i64 %884, %615
  %903 = trunc i64 %902 to i32
  %904 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %903
  %905 = load i32, ptr addrspace(3) %904, align 4
  %906 = or i64 %889, %615
  %907 = trunc i64 %906 to i32
  %908 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %907
  %909 = load i32, ptr addrspace(3) %908, align 4
  %910 = insertelement <8 x i32> poison, i32 %878, i64 0
  %911 = insertelement <8 x i32> %910, i32 %883, i64 1
  %912 = insertelement <8 x i32> %911, i32 %888, i64 2
  %913 = insertelement <8 x i32> %912, i32 %893, i64 3
  %914 = insertelement <8 x i32> %913, i32 %897, i64 4
  %915 = insertelement <8 x i32> %914, i32 %901, i64 5
  %916 = insertelement <8 x i32> %915, i32 %905, i64 6
  %917 = insertelement <8 x i32> %916, i32 %909, i64 7
  %918 = mul nuw nsw i64 %874, 40
  %919 = add nuw nsw i64 %918, %439
  %920 = trunc i64 %919 to i32
  %921 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %920
  %922 = load i32, ptr addrspace(3) %921, align 4
  %923 = mul nuw nsw i64 %879, 40
  %924 = add nuw nsw i64 %923, %439
  %925 = trunc i64 %924 to i32
  %926 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %925
  %927 = load i32, ptr addrspace(3) %926, align 4
  %928 = mul nuw nsw i64 %884, 40
  %929 = add nuw nsw i64 %928, %439
  %930 = trunc i64 %929 to i32
  %931 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %930
  %932 = load i32, ptr addrspace(3) %931, align 4
  %933 = mul nuw nsw i64 %889, 40
  %934 = add nuw nsw i64 %933, %439
  %935 = trunc i64 %934 to i32
  %936 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %935
  %937 = load i32, ptr addrspace(3) %936, align 4
  %938 = add nuw nsw i64 %918, %440
  %939 = trunc i64 %938 to i32
  %940 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %939
  %941 = load i32, ptr addrspace(3) %940, align 4
  %942 = add nuw nsw i64 %923, %440
  %943 = trunc i64 %942 to i32
  %944 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %943
  %945 = load i32, ptr addrspace(3) %944, align 4
  %946 = add nuw nsw i64 %928, %440
  %947 = trunc i64 %946 to i32
  %948 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %947
  %949 = load i32, ptr addrspace(3) %948, align 4
  %950 = add nuw nsw i64 %933, %440
  %951 = trunc i64 %950 to i32
  %952 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16896), i32 %951
  %953 = load i32, ptr addrspace(3) %952, align 4
  %954 = insertelement <8 x i32> poison, i32 %922, i64 0
  %955 = insertelement <8 x i32> %954, i32 %927, i64 1
  %956 = insertelement <8 x i32> %955, i32 %932, i64 2
  %957 = insertelement <8 x i32> %956, i32 %937, i64 3
  %958 = insertelement <8 x i32> %957, i32 %941, i64 4
  %959 = insertelement <8 x i32> %958, i32 %945, i64 5
  %960 = insertelement <8 x i32> %959, i32 %949, i64 6
  %961 = insertelement <8 x i32> %960, i32 %953, i64 7
  %962 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %917, <8 x i32> %961, <8 x i32> %872, i32 1, i32 1, i32 1)
  %963 = add nuw nsw i64 %873, 16
  %964 = icmp ult i64 %873, 48
  br i1 %964, label %871, label %965

965: ; preds = %871
  %bc17.1 = bitcast <8 x i32> %962 to <8 x float>
  %966 = extractelement <8 x float> %bc17.1, i64 0
  store float %966, ptr addrspace(3) %620, align 4
  %967 = extractelement <8 x float> %bc17.1, i64 1
  store float %967, ptr addrspace(3) %623, align 4
  %968 = extractelement <8 x float> %bc17.1, i64 2
  store float %968, ptr addrspace(3) %627, align 4
  %969 = extractelement <8 x float> %bc17.1, i64 3
  store float %969, ptr addrspace(3) %630, align 4
  %970 = extractelement <8 x float> %bc17.1, i64 4
  store float %970, ptr addrspace(3) %634, align 4
  %971 = extractelement <8 x float> %bc17.1, i64 5
  store float %971, ptr addrspace(3) %637, align 4
  %972 = extractelement <8 x float> %bc17.1, i64 6
  store float %972, ptr addrspace(3) %641, align 4
  %973 = extractelement <8 x float> %bc17.1, i64 7
  store float %973, ptr addrspace(3) %644, align 4
  br label %974

974: ; preds = %965, %870
  tail call void @llvm.musa.syncthreads.lm()
  %975 = load float, ptr addrspace(3) %458, align 16
  %976 = fmul contract float %975, %4
  %977 = tail call float @llvm.maxnum.f32(float %976, float 0xFFF0000000000000)
  %978 = load float, ptr addrspace(3) %460, align 4
  %979 = fmul contract float %978, %4
  %980 = tail call float @llvm.maxnum.f32(float %977, float %979)
  %981 = load float, ptr addrspace(3) %462, align 8
  %982 = fmul contract float %981, %4
  %983 = tail call float @llvm.maxnum.f32(float %980, float %982)
  %984 = load float, ptr addrspace(3) %464, align 4
  %985 = fmul contract float %984, %4
  %986 = tail call float @llvm.maxnum.f32(float %983, float %985)
  %987 = load float, ptr addrspace(3) %468, align 16
  %988 = fmul contract float %987, %4
  %989 = tail call float @llvm.maxnum.f32(float %986, float %988)
  %990 = load float, ptr addrspace(3) %470, align 4
  %991 = fmul contract float %990, %4
  %992 = tail call float @llvm.maxnum.f32(float %989, float %991)
  %993 = load float, ptr addrspace(3) %472, align 8
  %994 = fmul contract float %993, %4
  %995 = tail call float @llvm.maxnum.f32(float %992, float %994)
  %996 = load float, ptr addrspace(3) %474, align 4
  %997 = fmul contract float %996, %4
  %998 = tail call float @llvm.maxnum.f32(float %995, float %997)
  %999 = load float, ptr addrspace(3) %478, align 16
  %1000 = fmul contract float %999, %4
  %1001 = tail call float @llvm.maxnum.f32(float %998, float %1000)
  %1002 = load float, ptr addrspace(3) %480, align 4
  %1003 = fmul contract float %1002, %4
  %1004 = tail call float @llvm.maxnum.f32(float %1001, float %1003)
  %1005 = load float, ptr addrspace(3) %482, align 8
  %1006 = fmul contract float %1005, %4
  %1007 = tail call float @llvm.maxnum.f32(float %1004, float %1006)
  %1008 = load float, ptr addrspace(3) %484, align 4
  %1009 = fmul contract float %1008, %4
  %1010 = tail call float @llvm.maxnum.f32(float %1007, float %1009)
  %1011 = load float, ptr addrspace(3) %488, align 16
  %1012 = fmul contract float %1011, %4
  %1013 = tail call float @llvm.maxnum.f32(float %1010, float %1012)
  %1014 = load float, ptr addrspace(3) %490, align 4
  %1015 = fmul contract float %1014, %4
  %1016 = tail call float @llvm.maxnum.f32(float %1013, float %1015)
  %1017 = load float, ptr addrspace(3) %492, align 8
  %1018 = fmul contract float %1017, %4
  %1019 = tail call float @llvm.maxnum.f32(float %1016, float %1018)
  %1020 = load float, ptr addrspace(3) %494, align 4
  %1021 = fmul contract float %1020, %4
  %1022 = tail call float @llvm.maxnum.f32(float %1019, float %1021)
  %1023 = bitcast float %1022 to i32
  %1024 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1023, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %286, label %1025, label %1028

1025: ; preds = %974
  %1026 = bitcast i32 %1024 to float
  %1027 = tail call float @llvm.maxnum.f32(float %1022, float %1026)
  store float %1027, ptr addrspace(3) %444, align 4
  br label %1028

1028: ; preds = %1025, %974
  tail call void @llvm.musa.syncthreads.lm()
  %1029 = load float, ptr addrspace(3) %288, align 16
  %1030 = fmul contract float %1029, %4
  %1031 = load float, ptr addrspace(3) %290, align 4
  %1032 = load float, ptr addrspace(3) %291, align 4
  %1033 = tail call float @llvm.maxnum.f32(float %1031, float %1032)
  %1034 = fsub contract float %1030, %1033
  %1035 = fmul float %1034, 0x3FF7154760000000
  %1036 = tail call float @llvm.exp2.f32(float %1035)
  %1037 = load float, ptr addrspace(3) %294, align 4
  %1038 = fmul contract float %1037, %4
  %1039 = fsub contract float %1038, %1033
  %1040 = fmul float %1039, 0x3FF7154760000000
  %1041 = tail call float @llvm.exp2.f32(float %1040)
  %1042 = load float, ptr addrspace(3) %297, align 8
  %1043 = fmul contract float %1042, %4
  %1044 = fsub contract float %1043, %1033
  %1045 = fmul float %1044, 0x3FF7154760000000
  %1046 = tail call float @llvm.exp2.f32(float %1045)
  %1047 = load float, ptr addrspace(3) %300, align 4
  %1048 = fmul contract float %1047, %4
  %1049 = fsub contract float %1048, %1033
  %1050 = fmul float %1049, 0x3FF7154760000000
  %1051 = tail call float @llvm.exp2.f32(float %1050)
  %1052 = load float, ptr addrspace(3) %304, align 16
  %1053 = fmul contract float %1052, %4
  %1054 = load float, ptr addrspace(3) %306, align 4
  %1055 = load float, ptr addrspace(3) %307, align 4
  %1056 = tail call float @llvm.maxnum.f32(float %1054, float %1055)
  %1057 = fsub contract float %1053, %1056
  %1058 = fmul float %1057, 0x3FF7154760000000
  %1059 = tail call float @llvm.exp2.f32(float %1058)
  %1060 = load float, ptr addrspace(3) %310, align 4
  %1061 = fmul contract float %1060, %4
  %1062 = fsub contract float %1061, %1056
  %1063 = fmul float %1062, 0x3FF7154760000000
  %1064 = tail call float @llvm.exp2.f32(float %1063)
  %1065 = load float, ptr addrspace(3) %313, align 8
  %1066 = fmul contract float %1065, %4
  %1067 = fsub contract float %1066, %1056
  %1068 = fmul float %1067, 0x3FF7154760000000
  %1069 = tail call float @llvm.exp2.f32(float %1068)
  %1070 = load float, ptr addrspace(3) %316, align 4
  %1071 = fmul contract float %1070, %4
  %1072 = fsub contract float %1071, %1056
  %1073 = fmul float %1072, 0x3FF7154760000000
  %1074 = tail call float @llvm.exp2.f32(float %1073)
  %1075 = load float, ptr addrspace(3) %320, align 16
  %1076 = fmul contract float %1075, %4
  %1077 = load float, ptr addrspace(3) %322, align 4
  %1078 = load float, ptr addrspace(3) %323, align 4
  %1079 = tail call float @llvm.maxnum.f32(float %1077, float %1078)
  %1080 = fsub contract float %1076, %1079
  %1081 = fmul float %1080, 0x3FF7154760000000
  %1082 = tail call float @llvm.exp2.f32(float %1081)
  %1083 = load float, ptr addrspace(3) %326, align 4
  %1084 = fmul contract float %1083, %4
  %1085 = fsub contract float %1084, %1079
  %1086 = fmul float %1085, 0x3FF7154760000000
  %1087 = tail call float @llvm.exp2.f32(float %1086)
  %1088 = load float, ptr addrspace(3) %329, align 8
  %1089 = fmul contract float %1088, %4
  %1090 = fsub contract float %1089, %1079
  %1091 = fmul float %1090, 0x3FF7154760000000
  %1092 = tail call float @llvm.exp2.f32(float %1091)
  %1093 = load float, ptr addrspace(3) %332, align 4
  %1094 = fmul contract float %1093, %4
  %1095 = fsub contract float %1094, %1079
  %1096 = fmul float %1095, 0x3FF7154760000000
  %1097 = tail call float @llvm.exp2.f32(float %1096)
  %1098 = load float, ptr addrspace(3) %336, align 16
  %1099 = fmul contract float %1098, %4
  %1100 = load float, ptr addrspace(3) %338, align 4
  %1101 = load float, ptr addrspace(3) %339, align 4
  %1102 = tail call float @llvm.maxnum.f32(float %1100, float %1101)
  %1103 = fsub contract float %1099, %1102
  %1104 = fmul float %1103, 0x3FF7154760000000
  %1105 = tail call float @llvm.exp2.f32(float %1104)
  %1106 = load float, ptr addrspace(3) %342, align 4
  %1107 = fmul contract float %1106, %4
  %1108 = fsub contract float %1107, %1102
  %1109 = fmul float %1108, 0x3FF7154760000000
  %1110 = tail call float @llvm.exp2.f32(float %1109)
  %1111 = load float, ptr addrspace(3) %345, align 8
  %1112 = fmul contract float %1111, %4
  %1113 = fsub contract float %1112, %1102
  %1114 = fmul float %1113, 0x3FF7154760000000
  %1115 = tail call float @llvm.exp2.f32(float %1114)
  %1116 = load float, ptr addrspace(3) %348, align 4
  %1117 = fmul contract float %1116, %4
  %1118 = fsub contract float %1117, %1102
  %1119 = fmul float %1118, 0x3FF7154760000000
  %1120 = tail call float @llvm.exp2.f32(float %1119)
  tail call void @llvm.musa.syncthreads.lm()
  store float %1036, ptr addrspace(3) %349, align 16
  store float %1041, ptr addrspace(3) %350, align 4
  store float %1046, ptr addrspace(3) %351, align 8
  store float %1051, ptr addrspace(3) %352, align 4
  store float %1059, ptr addrspace(3) %353, align 16
  store float %1064, ptr addrspace(3) %354, align 4
  store float %1069, ptr addrspace(3) %355, align 8
  store float %1074, ptr addrspace(3) %356, align 4
  store float %1082, ptr addrspace(3) %357, align 16
  store float %1087, ptr addrspace(3) %358, align 4
  store float %1092, ptr addrspace(3) %359, align 8
  store float %1097, ptr addrspace(3) %360, align 4
  store float %1105, ptr addrspace(3) %361, align 16
  store float %1110, ptr addrspace(3) %362, align 4
  store float %1115, ptr addrspace(3) %363, align 8
  store float %1120, ptr addrspace(3) %364, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1121, label %1128

1121: ; preds = %1028
  %1122 = load float, ptr addrspace(3) %445, align 4
  %1123 = load float, ptr addrspace(3) %446, align 4
  %1124 = tail call float @llvm.maxnum.f32(float %1122, float %1123)
  %1125 = fsub contract float %1122, %1124
  %1126 = fmul float %1125, 0x3FF7154760000000
  %1127 = tail call float @llvm.exp2.f32(float %1126)
  store float %1127, ptr addrspace(3) %447, align 4
  br label %1128

1128: ; preds = %1121, %1028
  tail call void @llvm.musa.syncthreads.lm()
  %1129 = load float, ptr addrspace(3) %495, align 16
  %1130 = fadd reassoc float %1129, 0.000000e+00
  %1131 = load float, ptr addrspace(3) %496, align 4
  %1132 = fadd reassoc float %1130, %1131
  %1133 = load float, ptr addrspace(3) %497, align 8
  %1134 = fadd reassoc float %1132, %1133
  %1135 = load float, ptr addrspace(3) %498, align 4
  %1136 = fadd reassoc float %1134, %1135
  %1137 = load float, ptr addrspace(3) %499, align 16
  %1138 = fadd reassoc float %1136, %1137
  %1139 = load float, ptr addrspace(3) %500, align 4
  %1140 = fadd reassoc float %1138, %1139
  %1141 = load float, ptr addrspace(3) %501, align 8
  %1142 = fadd reassoc float %1140, %1141
  %1143 = load float, ptr addrspace(3) %502, align 4
  %1144 = fadd reassoc float %1142, %1143
  %1145 = load float, ptr addrspace(3) %503, align 16
  %1146 = fadd reassoc float %1144, %1145
  %1147 = load float, ptr addrspace(3) %504, align 4
  %1148 = fadd reassoc float %1146, %1147
  %1149 = load float, ptr addrspace(3) %505, align 8
  %1150 = fadd reassoc float %1148, %1149
  %1151 = load float, ptr addrspace(3) %506, align 4
  %1152 = fadd reassoc float %1150, %1151
  %1153 = load float, ptr addrspace(3) %507, align 16
  %1154 = fadd reassoc float %1152, %1153
  %1155 = load float, ptr addrspace(3) %508, align 4
  %1156 = fadd reassoc float %1154, %1155
  %1157 = load float, ptr addrspace(3) %509, align 8
  %1158 = fadd reassoc float %1156, %1157
  %1159 = load float, ptr addrspace(3) %510, align 4
  %1160 = fadd reassoc float %1158, %1159
  %1161 = bitcast float %1160 to i32
  %1162 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1161, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %286, label %1163, label %1166

1163: ; preds = %1128
  %1164 = bitcast i32 %1162 to float
  %1165 = fadd reassoc float %1160, %1164
  store float %1165, ptr addrspace(3) %448, align 4
  br label %1166

1166: ; preds = %1163, %1128
  tail call void @llvm.musa.syncthreads.lm()
  store <4 x float> %679, ptr addrspace(3) %368, align 16
  store <4 x float> %680, ptr addrspace(3) %372, align 16
  store <4 x float> %681, ptr addrspace(3) %376, align 16
  store <4 x float> %682, ptr addrspace(3) %380, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %1167 = load float, ptr addrspace(3) %381, align 4
  %1168 = fmul contract float %677, %1167
  store float %1168, ptr addrspace(3) %382, align 16
  %1169 = fmul contract float %676, %1167
  store float %1169, ptr addrspace(3) %383, align 4
  %1170 = fmul contract float %675, %1167
  store float %1170, ptr addrspace(3) %384, align 8
  %1171 = fmul contract float %674, %1167
  store float %1171, ptr addrspace(3) %385, align 4
  %1172 = load float, ptr addrspace(3) %386, align 4
  %1173 = fmul contract float %673, %1172
  store float %1173, ptr addrspace(3) %387, align 16
  %1174 = fmul contract float %672, %1172
  store float %1174, ptr addrspace(3) %388, align 4
  %1175 = fmul contract float %671, %1172
  store float %1175, ptr addrspace(3) %389, align 8
  %1176 = fmul contract float %670, %1172
  store float %1176, ptr addrspace(3) %390, align 4
  %1177 = load float, ptr addrspace(3) %391, align 4
  %1178 = fmul contract float %669, %1177
  store float %1178, ptr addrspace(3) %392, align 16
  %1179 = fmul contract float %668, %1177
  store float %1179, ptr addrspace(3) %393, align 4
  %1180 = fmul contract float %667, %1177
  store float %1180, ptr addrspace(3) %394, align 8
  %1181 = fmul contract float %666, %1177
  store float %1181, ptr addrspace(3) %395, align 4
  %1182 = load float, ptr addrspace(3) %396, align 4
  %1183 = fmul contract float %665, %1182
  store float %1183, ptr addrspace(3) %397, align 16
  %1184 = fmul contract float %664, %1182
  store float %1184, ptr addrspace(3) %398, align 4
  %1185 = fmul contract float %663, %1182
  store float %1185, ptr addrspace(3) %399, align 8
  %1186 = fmul contract float %662, %1182
  store float %1186, ptr addrspace(3) %400, align 4
  %1187 = load float, ptr addrspace(3) %401, align 4
  %1188 = fmul contract float %661, %1187
  store float %1188, ptr addrspace(3) %402, align 16
  %1189 = fmul contract float %660, %1187
  store float %1189, ptr addrspace(3) %404, align 4
  %1190 = fmul contract float %659, %1187
  store float %1190, ptr addrspace(3) %406, align 8
  %1191 = fmul contract float %658, %1187
  store float %1191, ptr addrspace(3) %408, align 4
  %1192 = load float, ptr addrspace(3) %409, align 4
  %1193 = fmul contract float %657, %1192
  store float %1193, ptr addrspace(3) %410, align 16
  %1194 = fmul contract float %656, %1192
  store float %1194, ptr addrspace(3) %412, align 4
  %1195 = fmul contract float %655, %1192
  store float %1195, ptr addrspace(3) %414, align 8
  %1196 = fmul contract float %654, %1192
  store float %1196, ptr addrspace(3) %416, align 4
  %1197 = load float, ptr addrspace(3) %417, align 4
  %1198 = fmul contract float %653, %1197
  store float %1198, ptr addrspace(3) %418, align 16
  %1199 = fmul contract float %652, %1197
  store float %1199, ptr addrspace(3) %420, align 4
  %1200 = fmul contract float %651, %1197
  store float %1200, ptr addrspace(3) %422, align 8
  %1201 = fmul contract float %650, %1197
  store float %1201, ptr addrspace(3) %424, align 4
  %1202 = load float, ptr addrspace(3) %425, align 4
  %1203 = fmul contract float %649, %1202
  store float %1203, ptr addrspace(3) %426, align 16
  %1204 = fmul contract float %648, %1202
  store float %1204, ptr addrspace(3) %428, align 4
  %1205 = fmul contract float %647, %1202
  store float %1205, ptr addrspace(3) %430, align 8
  %1206 = fmul contract float %646, %1202
  store float %1206, ptr addrspace(3) %432, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br label %1207

1207: ; preds = %1166, %1385
  %1208 = phi i64 [ 0, %1166 ], [ %1386, %1385 ]
  %1209 = shl nuw nsw i64 %1208, 2
  %1210 = add nuw nsw i64 %1209, %269
  %1211 = icmp ult i64 %1210, 16
  br i1 %1211, label %1212, label %1385

1212: ; preds = %1207
  %1213 = shl nuw nsw i64 %1210, 2
  %1214 = and i64 %1213, 48
  %1215 = or i64 %1214, %282
  %1216 = shl nuw nsw i64 %1215, 6
  %1217 = or i64 %1216, %450
  %1218 = trunc i64 %1217 to i32
  %1219 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1218
  %1220 = load i32, ptr addrspace(3) %1219, align 4
  %1221 = or i64 %1216, %451
  %1222 = trunc i64 %1221 to i32
  %1223 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1222
  %1224 = load i32, ptr addrspace(3) %1223, align 4
  %1225 = or i64 %1216, 256
  %1226 = or i64 %1225, %450
  %1227 = trunc i64 %1226 to i32
  %1228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1227
  %1229 = load i32, ptr addrspace(3) %1228, align 4
  %1230 = or i64 %1225, %451
  %1231 = trunc i64 %1230 to i32
  %1232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1231
  %1233 = load i32, ptr addrspace(3) %1232, align 4
  %1234 = or i64 %1216, 512
  %1235 = or i64 %1234, %450
  %1236 = trunc i64 %1235 to i32
  %1237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1236
  %1238 = load i32, ptr addrspace(3) %1237, align 4
  %1239 = or i64 %1234, %451
  %1240 = trunc i64 %1239 to i32
  %1241 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1240
  %1242 = load i32, ptr addrspace(3) %1241, align 4
  %1243 = or i64 %1216, 768
  %1244 = or i64 %1243, %450
  %1245 = trunc i64 %1244 to i32
  %1246 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1245
  %1247 = load i32, ptr addrspace(3) %1246, align 4
  %1248 = or i64 %1243, %451
  %1249 = trunc i64 %1248 to i32
  %1250 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 61696), i32 %1249
  %1251 = load i32, ptr addrspace(3) %1250, align 4
  %1252 = insertelement <8 x i32> poison, i32 %1220, i64 0
  %1253 = insertelement <8 x i32> %1252, i32 %1224, i64 1
  %1254 = insertelement <8 x i32> %1253, i32 %1229, i64 2
  %1255 = insertelement <8 x i32> %1254, i32 %1233, i64 3
  %1256 = insertelement <8 x i32> %1255, i32 %1238, i64 4
  %1257 = insertelement <8 x i32> %1256, i32 %1242, i64 5
  %1258 = insertelement <8 x i32> %1257, i32 %1247, i64 6
  %1259 = insertelement <8 x i32> %1258, i32 %1251, i64 7
  %1260 = or i64 %1214, %280
  %1261 = shl nuw nsw i64 %1260, 5
  %1262 = or i64 %1261, 256
  %1263 = or i64 %270, %1261
  %1264 = trunc i64 %1263 to i32
  %1265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1264
  %1266 = load i32, ptr addrspace(3) %1265, align 4
  %1267 = or i64 %511, %1261
  %1268 = trunc i64 %1267 to i32
  %1269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1268
  %1270 = load i32, ptr addrspace(3) %1269, align 4
  %1271 = or i64 %512, %1261
  %1272 = trunc i64 %1271 to i32
  %1273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1272
  %1274 = load i32, ptr addrspace(3) %1273, align 4
  %1275 = or i64 %513, %1261
  %1276 = trunc i64 %1275 to i32
  %1277 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1276
  %1278 = load i32, ptr addrspace(3) %1277, align 4
  %1279 = or i64 %270, %1262
  %1280 = trunc i64 %1279 to i32
  %1281 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1280
  %1282 = load i32, ptr addrspace(3) %1281, align 4
  %1283 = or i64 %511, %1262
  %1284 = trunc i64 %1283 to i32
  %1285 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1284
  %1286 = load i32, ptr addrspace(3) %1285, align 4
  %1287 = or i64 %512, %1262
  %1288 = trunc i64 %1287 to i32
  %1289 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1288
  %1290 = load i32, ptr addrspace(3) %1289, align 4
  %1291 = or i64 %513, %1262
  %1292 = trunc i64 %1291 to i32
  %1293 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1292
  %1294 = load i32, ptr addrspace(3) %1293, align 4
  %1295 = insertelement <8 x i32> poison, i32 %1266, i64 0
  %1296 = insertelement <8 x i32> %1295, i32 %1270, i64 1
  %1297 = insertelement <8 x i32> %1296, i32 %1274, i64 2
  %1298 = insertelement <8 x i32> %1297, i32 %1278, i64 3
  %1299 = insertelement <8 x i32> %1298, i32 %1282, i64 4
  %1300 = insertelement <8 x i32> %1299, i32 %1286, i64 5
  %1301 = insertelement <8 x i32> %1300, i32 %1290, i64 6
  %1302 = insertelement <8 x i32> %1301, i32 %1294, i64 7
  %1303 = load i32, ptr addrspace(3) %517, align 4
  %1304 = load i32, ptr addrspace(3) %521, align 4
  %1305 = load i32, ptr addrspace(3) %525, align 4
  %1306 = load i32, ptr addrspace(3) %529, align 4
  %1307 = load i32, ptr addrspace(3) %532, align 4
  %1308 = load i32, ptr addrspace(3) %535, align 4
  %1309 = load i32, ptr addrspace(3) %538, align 4
  %1310 = load i32, ptr addrspace(3) %541, align 4
  %1311 = insertelement <8 x i32> poison, i32 %1303, i64 0
  %1312 = insertelement <8 x i32> %1311, i32 %1304, i64 1
  %1313 = insertelement <8 x i32> %1312, i32 %1305, i64 2
  %1314 = insertelement <8 x i32> %1313, i32 %1306, i64 3
  %1315 = insertelement <8 x i32> %1314, i32 %1307, i64 4
  %1316 = insertelement <8 x i32> %1315, i32 %1308, i64 5
  %1317 = insertelement <8 x i32> %1316, i32 %1309, i64 6
  %1318 = insertelement <8 x i32> %1317, i32 %1310, i64 7
  %1319 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1302, <8 x i32> %1318, <8 x i32> %1259, i32 1, i32 1, i32 1)
  %1320 = or i64 %542, %1261
  %1321 = trunc i64 %1320 to i32
  %1322 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1321
  %1323 = load i32, ptr addrspace(3) %1322, align 4
  %1324 = or i64 %543, %1261
  %1325 = trunc i64 %1324 to i32
  %1326 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1325
  %1327 = load i32, ptr addrspace(3) %1326, align 4
  %1328 = or i64 %544, %1261
  %1329 = trunc i64 %1328 to i32
  %1330 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1329
  %1331 = load i32, ptr addrspace(3) %1330, align 4
  %1332 = or i64 %545, %1261
  %1333 = trunc i64 %1332 to i32
  %1334 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1333
  %1335 = load i32, ptr addrspace(3) %1334, align 4
  %1336 = or i64 %542, %1262
  %1337 = trunc i64 %1336 to i32
  %1338 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1337
  %1339 = load i32, ptr addrspace(3) %1338, align 4
  %1340 = or i64 %543, %1262
  %1341 = trunc i64 %1340 to i32
  %1342 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1341
  %1343 = load i32, ptr addrspace(3) %1342, align 4
  %1344 = or i64 %544, %1262
  %1345 = trunc i64 %1344 to i32
  %1346 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1345
  %1347 = load i32, ptr addrspace(3) %1346, align 4
  %1348 = or i64 %545, %1262
  %1349 = trunc i64 %1348 to i32
  %1350 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 44288), i32 %1349
  %1351 = load i32, ptr addrspace(3) %1350, align 4
  %1352 = insertelement <8 x i32> poison, i32 %1323, i64 0
  %1353 = insertelement <8 x i32> %1352, i32 %1327, i64 1
  %1354 = insertelement <8 x i32> %1353, i32 %1331, i64 2
  %1355 = insertelement <8 x i32> %1354, i32 %1335, i64 3
  %1356 = insertelement <8 x i32> %1355, i32 %1339, i64 4
  %1357 = insertelement <8 x i32> %1356, i32 %1343, i64 5
  %1358 = insertelement <8 x i32> %1357, i32 %1347, i64 6
  %1359 = insertelement <8 x i32> %1358, i32 %1351, i64 7
  %1360 = load i32, ptr addrspace(3) %549, align 4
  %1361 = load i32, ptr addrspace(3) %553, align 4
  %1362 = load i32, ptr addrspace(3) %557, align 4
  %1363 = load i32, ptr addrspace(3) %561, align 4
  %1364 = load i32, ptr addrspace(3) %564, align 4
  %1365 = load i32, ptr addrspace(3) %567, align 4
  %1366 = load i32, ptr addrspace(3) %570, align 4
  %1367 = load i32, ptr addrspace(3) %573, align 4
  %1368 = insertelement <8 x i32> poison, i32 %1360, i64 0
  %1369 = insertelement <8 x i32> %1368, i32 %1361, i64 1
  %1370 = insertelement <8 x i32> %1369, i32 %1362, i64 2
  %1371 = insertelement <8 x i32> %1370, i32 %1363, i64 3
  %1372 = insertelement <8 x i32> %1371, i32 %1364, i64 4
  %1373 = insertelement <8 x i32> %1372, i32 %1365, i64 5
  %1374 = insertelement <8 x i32> %1373, i32 %1366, i64 6
  %1375 = insertelement <8 x i32> %1374, i32 %1367, i64 7
  %1376 = tail call <8 x i32> @llvm.musa.tfmma.m16n16k16.mma(<8 x i32> %1359, <8 x i32> %1375, <8 x i32> %1319, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %1376 to <8 x float>
  %1377 = extractelement <8 x float> %bc, i64 0
  store float %1377, ptr addrspace(3) %1219, align 4
  %1378 = extractelement <8 x float> %bc, i64 1
  store float %1378, ptr addrspace(3) %1223, align 4
  %1379 = extractelement <8 x float> %bc, i64 2
  store float %1379, ptr addrspace(3) %1228, align 4
  %1380 = extractelement <8 x float> %bc, i64 3
  store float %1380, ptr addrspace(3) %1232, align 4
  %1381 = extractelement <8 x float> %bc, i64 4
  store float %1381, ptr addrspace(3) %1237, align 4
  %1382 = extractelement <8 x float> %bc, i64 5
  store float %1382, ptr addrspace(3) %1241, align 4
  %1383 = extractelement <8 x float> %bc, i64 6
  store float %1383, ptr addrspace(3) %1246, align 4
  %1384 = extractelement <8 x float> %bc, i64 7
  store float %1384, ptr addrspace(3) %1250, align 4
  br label %1385

1385: ; preds = %1212, %1207
  %1386 = add nuw nsw i64 %1208, 1
  %1387 = icmp ult i64 %1208, 3
  br i1 %1387, label %1207, label %1388

1388: ; preds = %1385
  tail call void @llvm.musa.syncthreads.lm()
  %1389 = load <4 x float>, ptr addrspace(3) %382, align 16
  %1390 = load <4 x float>, ptr addrspace(3) %387, align 16
  %1391 = load <4 x float>, ptr addrspace(3) %392, align 16
  %1392 = load <4 x float>, ptr addrspace(3) %397, align 16
  %1393 = load <4 x float>, ptr addrspace(3) %402, align 16
  %1394 = load <4 x float>, ptr addrspace(3) %410, align 16
  %1395 = load <4 x float>, ptr addrspace(3) %418, align 16
  %1396 = load <4 x float>, ptr addrspace(3) %426, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1397, label %1403

1397: ; preds = %1388
  %1398 = load float, ptr addrspace(3) %454, align 4
  %1399 = load float, ptr addrspace(3) %447, align 4
  %1400 = fmul contract float %1398, %1399
  %1401 = load float, ptr addrspace(3) %455, align 4
  %1402 = fadd contract float %1400, %1401
  store float %1402, ptr addrspace(3) %454, align 4
  br label %1403

1403: ; preds = %1397, %1388
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1404, label %1408

1404: ; preds = %1403
  %1405 = load float, ptr addrspace(3) %445, align 4
  %1406 = load float, ptr addrspace(3) %446, align 4
  %1407 = tail call float @llvm.maxnum.f32(float %1405, float %1406)
  store float %1407, ptr addrspace(3) %445, align 4
  br label %1408

1408: ; preds = %1404, %1403
  tail call void @llvm.musa.syncthreads.lm()
  %1409 = extractelement <4 x float> %1389, i64 0
  %1410 = extractelement <4 x float> %1389, i64 1
  %1411 = extractelement <4 x float> %1389, i64 2
  %1412 = extractelement <4 x float> %1389, i64 3
  %1413 = extractelement <4 x float> %1390, i64 0
  %1414 = extractelement <4 x float> %1390, i64 1
  %1415 = extractelement <4 x float> %1390, i64 2
  %1416 = extractelement <4 x float> %1390, i64 3
  %1417 = extractelement <4 x float> %1391, i64 0
  %1418 = extractelement <4 x float> %1391, i64 1
  %1419 = extractelement <4 x float> %1391, i64 2
  %1420 = extractelement <4 x float> %1391, i64 3
  %1421 = extractelement <4 x float> %1392, i64 0
  %1422 = extractelement <4 x float> %1392, i64 1
  %1423 = extractelement <4 x float> %1392, i64 2
  %1424 = extractelement <4 x float> %1392, i64 3
  %1425 = extractelement <4 x float> %1393, i64 0
  %1426 = extractelement <4 x float> %1393, i64 1
  %1427 = extractelement <4 x float> %1393, i64 2
  %1428 = extractelement <4 x float> %1393, i64 3
  %1429 = extractelement <4 x float> %1394, i64 0
  %1430 = extractelement <4 x float> %1394, i64 1
  %1431 = extractelement <4 x float> %1394, i64 2
  %1432 = extractelement <4 x float> %1394, i64 3
  %1433 = extractelement <4 x float> %1395, i64 0
  %1434 = extractelement <4 x float> %1395, i64 1
  %1435 = extractelement <4 x float> %1395, i64 2
  %1436 = extractelement <4 x float> %1395, i64 3
  %1437 = extractelement <4 x float> %1396, i64 0
  %1438 = extractelement <4 x float> %1396, i64 1
  %1439 = extractelement <4 x float> %1396, i64 2
  %1440 = extractelement <4 x float> %1396, i64 3
  br i1 %704, label %645, label %._crit_edge

._crit_edge: ; preds = %1408, %77
  %1441 = phi <4 x float> [ zeroinitializer, %77 ], [ %1389, %1408 ]
  %1442 = phi <4 x float> [ zeroinitializer, %77 ], [ %1390, %1408 ]
  %1443 = phi <4 x float> [ zeroinitializer, %77 ], [ %1391, %1408 ]
  %1444 = phi <4 x float> [ zeroinitializer, %77 ], [ %1392, %1408 ]
  %1445 = phi <4 x float> [ zeroinitializer, %77 ], [ %1393, %1408 ]
  %1446 = phi <4 x float> [ zeroinitializer, %77 ], [ %1394, %1408 ]
  %1447 = phi <4 x float> [ zeroinitializer, %77 ], [ %1395, %1408 ]
  %1448 = phi <4 x float> [ zeroinitializer, %77 ], [ %1396, %1408 ]
  %1449 = getelementptr float, ptr addrspace(3) @global_smem, i32 %22
  %1450 = load float, ptr addrspace(3) %1449, align 4
  %1451 = insertelement <4 x float> poison, float %1450, i64 0
  %1452 = shufflevector <4 x float> %1451, <4 x float> poison, <4 x i32> zeroinitializer
  %1453 = fdiv <4 x float> %1441, %1452
  %1454 = getelementptr float, ptr addrspace(1) %3, i64 %123
  %1455 = getelementptr float, ptr addrspace(1) %1454, i64 %20
  store <4 x float> %1453, ptr addrspace(1) %1455, align 16
  %1456 = getelementptr float, ptr addrspace(3) @global_smem, i32 %33
  %1457 = load float, ptr addrspace(3) %1456, align 4
  %1458 = insertelement <4 x float> poison, float %1457, i64 0
  %1459 = shufflevector <4 x float> %1458, <4 x float> poison, <4 x i32> zeroinitializer
  %1460 = fdiv <4 x float> %1442, %1459
  %1461 = getelementptr float, ptr addrspace(1) %3, i64 %129
  %1462 = getelementptr float, ptr addrspace(1) %1461, i64 %20
  store <4 x float> %1460, ptr addrspace(1) %1462, align 16
  %1463 = getelementptr float, ptr addrspace(3) @global_smem, i32 %44
  %1464 = load float, ptr addrspace(3) %1463, align 4
  %1465 = insertelement <4 x float> poison, float %1464, i64 0
  %1466 = shufflevector <4 x float> %1465, <4 x float> poison, <4 x i32> zeroinitializer
  %1467 = fdiv <4 x float> %1443, %1466
  %1468 = getelementptr float, ptr addrspace(1) %3, i64 %135
  %1469 = getelementptr float, ptr addrspace(1) %1468, i64 %20
  store <4 x float> %1467, ptr addrspace(1) %1469, align 16
  %1470 = getelementptr float, ptr addrspace(3) @global_smem, i32 %55
  %1471 = load float, ptr addrspace(3) %1470, align 4
  %1472 = insertelement <4 x float> poison, float %1471, i64 0
  %1473 = shufflevector <4 x float> %1472, <4 x float> poison, <4 x i32> zeroinitializer
  %1474 = fdiv <4 x float> %1444, %1473
  %1475 = getelementptr float, ptr addrspace(1) %3, i64 %141
  %1476 = getelementptr float, ptr addrspace(1) %1475, i64 %20
  store <4 x float> %1474, ptr addrspace(1) %1476, align 16
  %1477 = getelementptr float, ptr addrspace(3) @global_smem, i32 %147
  %1478 = load float, ptr addrspace(3) %1477, align 4
  %1479 = insertelement <4 x float> poison, float %1478, i64 0
  %1480 = shufflevector <4 x float> %1479, <4 x float> poison, <4 x i32> zeroinitializer
  %1481 = fdiv <4 x float> %1445, %1480
  %1482 = getelementptr float, ptr addrspace(1) %3, i64 %150
  %1483 = getelementptr float, ptr addrspace(1) %1482, i64 %20
  store <4 x float> %1481, ptr addrspace(1) %1483, align 16
  %1484 = getelementptr float, ptr addrspace(3) @global_smem, i32 %159
  %1485 = load float, ptr addrspace(3) %1484, align 4
  %1486 = insertelement <4 x float> poison, float %1485, i64 0
  %1487 = shufflevector <4 x float> %1486, <4 x float> poison, <4 x i32> zeroinitializer
  %1488 = fdiv <4 x float> %1446, %1487
  %1489 = getelementptr float, ptr addrspace(1) %3, i64 %162
  %1490 = getelementptr float, ptr addrspace(1) %1489, i64 %20
  store <4 x float> %1488, ptr addrspace(1) %1490, align 16
  %1491 = getelementptr float, ptr addrspace(3) @global_smem, i32 %171
  %1492 = load float, ptr addrspace(3) %1491, align 4
  %1493 = insertelement <4 x float> poison, float %1492, i64 0
  %1494 = shufflevector <4 x float> %1493, <4 x float> poison, <4 x i32> zeroinitializer
  %1495 = fdiv <4 x float> %1447, %1494
  %1496 = getelementptr float, ptr addrspace(1) %3, i64 %174
  %1497 = getelementptr float, ptr addrspace(1) %1496, i64 %20
  store <4 x float> %1495, ptr addrspace(1) %1497, align 16
  %1498 = getelementptr float, ptr addrspace(3) @global_smem, i32 %183
  %1499 = load float, ptr addrspace(3) %1498, align 4
  %1500 = insertelement <4 x float> poison, float %1499, i64 0
  %1501 = shufflevector <4 x float> %1500, <4 x float> poison, <4 x i32> zeroinitializer
  %1502 = fdiv <4 x float> %1448, %1501
  %1503 = getelementptr float, ptr addrspace(1) %3, i64 %186
  %1504 = getelementptr float, ptr addrspace(1) %1503, i64 %20
  store <4 x float> %1502, ptr addrspace(1) %1504, align 16
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
